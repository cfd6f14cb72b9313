import { useEffect, useId, useState } from 'react';

type SearchInputProps = {
  label: string;
  placeholder?: string;
  value: string;
  /** called 300 ms after typing stops */
  onSearch: (value: string) => void;
};

/** A search box for server-searched tables: waits for a pause in typing before searching. */
export function SearchInput({ label, placeholder, value, onSearch }: SearchInputProps) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div role="search" className="w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder ?? label}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        className="block h-11 w-full rounded-xl border border-line bg-white px-4 text-sm text-ink placeholder:text-muted/80 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
    </div>
  );
}
