import { LOCALES, LOCALE_NAMES } from 'shared/locales';
import { useLocale } from '../stores/locale.ts';
import './LanguageSwitch.css';

/**
 * 'English' / 'தமிழ்': each language named in its own script (and marked with its lang, so a screen
 * reader says it in that language), the one shown pressed.
 */
export function LanguageSwitch() {
  const { locale, choose } = useLocale();
  return (
    <div className="language-switch" role="group" aria-label="Language / மொழி">
      {LOCALES.map((l) => (
        <button key={l} type="button" lang={l} className="language-switch__option" aria-pressed={l === locale} onClick={() => void choose(l)}>
          {LOCALE_NAMES[l]}
        </button>
      ))}
    </div>
  );
}
