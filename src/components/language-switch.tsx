import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, rememberLanguage, supportedLanguages } from '@/lib/i18n';

/** Each language is named in itself, so a reader of either finds theirs. */
const languageNames: Record<(typeof supportedLanguages)[number], string> = {
  en: 'English',
  es: 'Español',
};

interface LanguageSwitchProps {
  /** Shows the label at every width (in the phone menu); otherwise only from 640 px. */
  labelVisible?: boolean;
}

export function LanguageSwitch({ labelVisible = false }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className={labelVisible ? 'text-sm' : 'sr-only text-sm sm:not-sr-only'}>
        {t('language.label')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next)) return;
          rememberLanguage(next);
          void i18n.changeLanguage(next);
        }}
        className="min-h-11 rounded-md border border-line bg-surface px-2 text-sm text-ink"
      >
        {supportedLanguages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
