import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormContextType } from '@rjsf/utils';
import type { SchemaFormProps } from './schema-form';

export type { SchemaFormProps } from './schema-form';
export {
  FIELD_INPUT_CLASSES,
  fieldBorder,
  fieldDescribedBy,
  fieldErrorId,
  fieldHelpId,
  hasText,
} from './widget-parts';
import { LoadingStatus } from '@/components/loading-status';
export { formSchema, formUiSchema } from './json';

/** Starts loading the form code (rjsf, ajv) ahead of the first render, e.g. from a route loader. */
export const preloadSchemaForm = () => import('./schema-form');

// rjsf and ajv (the `rjsf` chunk) load only when a form renders: never on the first page, and on
// a form route after the page's own code, which renders the heading meanwhile.
const LazySchemaForm = lazy(preloadSchemaForm) as unknown as <T, F extends FormContextType>(
  props: SchemaFormProps<T, F>,
) => ReactNode;

/** The JSON-schema form (see ./schema-form.tsx), loaded on demand with a "Loading…" placeholder. */
export function SchemaForm<T, F extends FormContextType = FormContextType>(
  props: SchemaFormProps<T, F>,
) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingStatus className="text-ink-muted">{t('loading')}</LoadingStatus>}>
      <LazySchemaForm<T, F> {...props} />
    </Suspense>
  );
}
