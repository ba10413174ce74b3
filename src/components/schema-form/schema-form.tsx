import { use, useMemo, useRef, type ReactNode } from 'react';
import Form from '@rjsf/core';
import type {
  CustomValidator,
  ErrorSchema,
  FormContextType,
  RegistryWidgetsType,
  RJSFSchema,
  RJSFValidationError,
  UiSchema,
} from '@rjsf/utils';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { mapErrorMessages } from './error-messages';
import { focusFirstError } from './focus';
import { withOfferedChoices } from './offered';
import { buildTheme } from './theme';
import { formValidator } from './validator';

export interface SchemaFormProps<T, F extends FormContextType = FormContextType> {
  /**
   * JSON Schema, a forms/*.schema.json as it is (its validator is precompiled, ./validator.ts);
   * `title`s are translation keys.
   */
  schema: RJSFSchema;
  /**
   * UI schema; `ui:title`, `ui:enumNames`, `ui:description` and `ui:errorMessages` hold translation
   * keys. What varies at run time goes here: `ui:options.offered` (./offered.ts), `ui:enumOrder`,
   * `ui:widget: "hidden"`.
   */
  uiSchema: UiSchema<T, RJSFSchema, F>;
  /** Values the form starts with; after that the form keeps what is typed. */
  initialData?: Partial<T>;
  /** Called with the data once it passes validation. */
  onSubmit: (data: T) => void;
  /** Cross-field rules; add translation keys with `errors.field.addError('ns:key')`. */
  customValidate?: CustomValidator<T, RJSFSchema, F>;
  /** Errors from outside (a service), shown beside their fields; they never block a submit. */
  extraErrors?: ErrorSchema<T> | undefined;
  /** Extra widgets by name, for `ui:widget`. */
  widgets?: RegistryWidgetsType<T, RJSFSchema, F>;
  formContext?: F;
  submitLabel: string;
  /** While a request is in flight: the submit button is disabled and says `pendingLabel`. */
  pending?: boolean;
  pendingLabel?: string;
  /** The submit button is disabled for a reason given beside it (e.g. mimic mode, SPEC §6). */
  submitDisabled?: boolean;
  /** Id of the text that says why the submit button is disabled (its aria-describedby). */
  submitDescribedBy?: string | undefined;
  /** Prefix of every field id (`<idPrefix>_email`); give each form on a page its own. */
  idPrefix?: string;
  /** Shown between the fields and the submit button, e.g. a service error. */
  children?: ReactNode;
  className?: string;
}

/**
 * A form from a JSON Schema and a UI schema (rjsf, @rjsf/shadcn theme restyled in ./theme, the
 * schema's precompiled ajv validator): no browser bubbles, the SPEC messages beside each field,
 * focus on the first invalid field on a failed submit, and what was typed is kept. Import it
 * through `@/components/schema-form`, which loads this module (and rjsf) only when a form is
 * rendered; the form's validator loads with it (the Suspense of `SchemaForm`).
 */
export default function SchemaFormImpl<T, F extends FormContextType = FormContextType>({
  schema,
  uiSchema,
  initialData,
  onSubmit,
  customValidate,
  extraErrors,
  widgets,
  formContext,
  submitLabel,
  pending = false,
  pendingLabel,
  submitDisabled = false,
  submitDescribedBy,
  idPrefix = 'root',
  children,
  className,
}: SchemaFormProps<T, F>) {
  const container = useRef<HTMLDivElement>(null);
  const validator = use(formValidator<T, F>(schema));
  const theme = useMemo(() => buildTheme<T, F>(), []);
  const allWidgets = useMemo(() => ({ ...theme.widgets, ...widgets }), [theme, widgets]);
  const validate = useMemo(
    () => withOfferedChoices(uiSchema, customValidate),
    [customValidate, uiSchema],
  );

  return (
    <div ref={container} className={cn('w-full', className)}>
      <Form<T, RJSFSchema, F>
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        templates={theme.templates}
        widgets={allWidgets}
        formContext={formContext}
        // Uncontrolled: rjsf keeps what is typed, through failed submits and service errors.
        initialFormData={initialData as T | undefined}
        idPrefix={idPrefix}
        // No browser bubbles (SPEC §5 messages instead). Not rjsf's `noValidate`: that turns off
        // validation altogether.
        noHtml5Validate
        showErrorList={false}
        transformErrors={mapErrorMessages}
        customValidate={validate}
        extraErrors={extraErrors}
        // Called once the errors are on screen; focus goes to the invalid field first on the page.
        focusOnFirstError={(first: RJSFValidationError) => {
          focusFirstError(container.current, [first], idPrefix);
        }}
        // Errors are shown beside the fields; rjsf would log them otherwise.
        onError={() => undefined}
        onSubmit={({ formData }) => {
          if (formData !== undefined && !submitDisabled) onSubmit(formData);
        }}
        className="flex flex-col gap-4"
      >
        <div className="flex flex-col items-start gap-3">
          {children}
          <Button
            type="submit"
            disabled={pending || submitDisabled}
            aria-describedby={submitDescribedBy}
          >
            {pending && pendingLabel ? pendingLabel : submitLabel}
          </Button>
        </div>
      </Form>
    </div>
  );
}
