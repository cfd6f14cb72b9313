import { useLingui } from '@lingui/react/macro';
import { APP_LANGUAGES, APP_LANGUAGE_NAMES, isAppLanguage } from '@dpts/contract/app-languages';
import { useLanguage } from '../lib/language';

function GlobeIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </svg>
  );
}

export function LanguageOptions() {
  return APP_LANGUAGES.map((language) => (
    <option key={language} value={language} lang={language}>
      {APP_LANGUAGE_NAMES[language]}
    </option>
  ));
}

/**
 * The header's language choice: a globe and the language's code, over a native select (the
 * phone's own list, each language named in itself).
 */
export function LanguagePicker({ inverted = false }: { inverted?: boolean }) {
  const { t } = useLingui();
  const { language, chooseLanguage } = useLanguage();
  return (
    <span
      className={`relative inline-flex h-11 shrink-0 items-center gap-1 rounded-full px-2 focus-within:ring-2 focus-within:ring-brand-500 ${
        inverted ? 'text-white hover:bg-white/10' : 'text-ink hover:bg-surface'
      }`}
    >
      <GlobeIcon />
      <span aria-hidden="true" className="text-sm font-bold uppercase">
        {language}
      </span>
      <select
        aria-label={t`App language`}
        value={language}
        onChange={(e) => {
          if (isAppLanguage(e.target.value)) void chooseLanguage(e.target.value);
        }}
        className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
      >
        <LanguageOptions />
      </select>
    </span>
  );
}
