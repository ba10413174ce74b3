import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormContextType, RJSFSchema } from '@rjsf/utils';
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

const loadSchemaForm = () => import('./schema-form');

/**
 * Starts loading the form code (rjsf) ahead of the first render, e.g. from a route loader, and,
 * given the form's schema, its precompiled validator (./validator.ts) too.
 */
export async function preloadSchemaForm(...schemas: RJSFSchema[]): Promise<void> {
  await Promise.all([
    loadSchemaForm(),
    ...schemas.map(async (schema) => (await import('./validator')).formValidator(schema)),
  ]);
}

// rjsf (the `rjsf` chunk) loads only when a form renders: never on the first page, and on a form
// route after the page's own code, which renders the heading meanwhile.
const LazySchemaForm = lazy(loadSchemaForm) as unknown as <T, F extends FormContextType>(
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
