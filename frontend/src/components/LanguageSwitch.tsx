import { useEffect, useState } from 'react';
import { LOCALES, LOCALE_NAMES } from 'shared/locales';
import { loadTamilFont } from '../i18n/tamil-font.ts';
import { useLocale } from '../stores/locale.ts';
import './LanguageSwitch.css';

/**
 * True once the Tamil font can draw 'தமிழ்'. On an English page that word is the only Tamil: laid out
 * before the font arrived, Chromium keeps it in empty boxes (i18n/tamil-font.ts), so the label is
 * laid out again (a new text node) once the font is ready.
 */
function useTamilFontReady(): boolean {
  // Asked after the first render, not during it: checking the font set costs a phone several
  // milliseconds that the first screen need not wait for.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    let live = true;
    // Resolves at once when the face is already there (a Tamil page, or a phone with its own).
    void loadTamilFont([400]).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/**
 * 'English' / 'தமிழ்': each language named in its own script (and marked with its lang, so a screen
 * reader says it in that language), the one shown pressed.
 */
export function LanguageSwitch() {
  const { locale, choose } = useLocale();
  const tamilReady = useTamilFontReady();
  return (
    <div className="language-switch" role="group" aria-label="Language / மொழி">
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          className="language-switch__option"
          aria-pressed={l === locale}
          onClick={() => void choose(l)}
        >
          <span key={l === 'ta' && tamilReady ? 'drawn' : 'waiting'}>{LOCALE_NAMES[l]}</span>
        </button>
      ))}
    </div>
  );
}
