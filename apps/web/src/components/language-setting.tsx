import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isAppLanguage } from '@dpts/contract/app-languages';
import { useLanguage } from '../lib/language';
import { LanguageOptions } from './language-picker';

/** Settings' language choice, with its label and what it changes. */
export function LanguageSetting() {
  const { t } = useLingui();
  const id = useId();
  const { language, chooseLanguage } = useLanguage();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t`App language`}
      </label>
      <select
        id={id}
        value={language}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          if (isAppLanguage(e.target.value)) void chooseLanguage(e.target.value);
        }}
        className="h-12 w-full max-w-sm rounded-xl border border-line bg-white px-3 text-base"
      >
        <LanguageOptions />
      </select>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t`The app and the emails we send you use this language.`}
      </p>
    </div>
  );
}
