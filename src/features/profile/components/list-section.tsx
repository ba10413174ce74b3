import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm, type SchemaFormProps } from '@/components/schema-form';
import { Button } from '@/components/ui/button';
import { describeProblem } from '@/lib/api/problem';
import { serviceFieldErrors } from '../lib/service-errors';
import { profileWidgets } from './checkbox-widget';
import { DeleteDialog } from './delete-dialog';
import { FailureMessage } from './feedback';
import { TrackedForm } from './unsaved-changes';
import type { ListSectionControls } from './use-list-section';

/** What every listed item shows: its label and whether it is the primary one. */
interface ListedItem {
  label: string;
  isPrimary: boolean;
}

interface ListSectionProps<Item, SaveRequest> {
  /** The heading's id is `<name>-heading`. */
  name: string;
  section: ListSectionControls<Item, SaveRequest>;
  heading: string;
  intro: string;
  addLabel: string;
  /** The form for a new item (undefined) or for the one being edited. */
  editor: (item: Item | undefined) => ReactNode;
  /** What the delete confirmation says about the item. */
  deleteText: (item: Item) => { title: ReactNode; body: ReactNode };
  /** Between the heading and the add button: the status, notices and the list. */
  children: ReactNode;
}

/** A profile list: heading, the items, their form or an add button, and the delete dialog. */
export function ListSection<Item, SaveRequest>({
  name,
  section,
  heading,
  intro,
  addLabel,
  editor,
  deleteText,
  children,
}: ListSectionProps<Item, SaveRequest>) {
  // Taken apart first: React's ref check would flag reading the controls once their ref is used.
  const { headingRef, editing, startAdd, deleting, deletePending, deleteFailure } = section;
  const { confirmDelete, cancelDelete } = section;
  const headingId = `${name}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold outline-none"
        >
          {heading}
        </h2>
        <p className="text-ink-muted">{intro}</p>
      </div>
      {children}

      {editing ? (
        // Another item, another form: it starts afresh and takes the focus again.
        <Fragment key={editing.key}>{editor(editing.item)}</Fragment>
      ) : (
        <div>
          <Button onClick={startAdd}>{addLabel}</Button>
        </div>
      )}

      {deleting ? (
        <DeleteDialog
          {...deleteText(deleting)}
          pending={deletePending}
          failure={deleteFailure}
          onConfirm={confirmDelete}
          onCancel={cancelDelete}
        />
      ) : null}
    </section>
  );
}

interface ListRowProps<Item, SaveRequest> {
  section: ListSectionControls<Item, SaveRequest>;
  item: Item;
  value: string;
  /** The muted line under the value (the kind, how to contact). */
  detail: string;
  /** Why the item cannot be deleted, shown instead of its Delete button; null when it can. */
  deleteBlocked: string | null;
  editLabel: string;
  deleteLabel: string;
  /** More actions, between Edit and Delete. */
  children?: ReactNode;
}

/** One listed item with its Edit and Delete buttons. */
export function ListRow<Item extends ListedItem, SaveRequest>({
  section,
  item,
  value,
  detail,
  deleteBlocked,
  editLabel,
  deleteLabel,
  children,
}: ListRowProps<Item, SaveRequest>) {
  const { t } = useTranslation('profile');
  return (
    <li className="flex flex-col gap-3 rounded-md border border-line p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="[overflow-wrap:anywhere]">{item.label}</span>
          {item.isPrimary ? (
            <span className="rounded-full border border-brand px-2 text-xs font-semibold text-brand">
              {t('contacts.primary')}
            </span>
          ) : null}
        </p>
        <p className="[overflow-wrap:anywhere]">{value}</p>
        <p className="text-sm text-ink-muted">{detail}</p>
        {deleteBlocked ? <p className="text-sm text-ink-muted">{deleteBlocked}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          aria-label={editLabel}
          onClick={() => {
            section.startEdit(item);
          }}
        >
          {t('actions.edit')}
        </Button>
        {children}
        {deleteBlocked ? null : (
          <Button
            variant="secondary"
            aria-label={deleteLabel}
            onClick={() => {
              section.askDelete(item);
            }}
          >
            {t('actions.delete')}
          </Button>
        )}
      </div>
    </li>
  );
}

interface ListEditorProps<T> extends Pick<
  SchemaFormProps<T>,
  'schema' | 'uiSchema' | 'initialData' | 'customValidate' | 'submitLabel'
> {
  /** Names the form: `<name>-editor-heading`, the field ids and the unsaved-changes form id. */
  name: string;
  title: ReactNode;
  /** The service's field names mapped to the form's, for a 422's per-field messages. */
  fields: Readonly<Record<string, string>>;
  pending: boolean;
  /** Called with valid data; `onError` puts a failed save's message beside the form. */
  onSubmit: (data: T, onError: (error: unknown) => void) => void;
  onCancel: () => void;
}

/** The form below a list, for a new item or the one being edited; its heading takes the focus. */
export function ListEditor<T>({
  name,
  title,
  fields,
  pending,
  onSubmit,
  onCancel,
  ...form
}: ListEditorProps<T>) {
  const { t } = useTranslation('profile');
  const [error, setError] = useState<unknown>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const headingId = `${name}-editor-heading`;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-line p-4"
    >
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold outline-none"
      >
        {title}
      </h3>
      <TrackedForm formId={name}>
        <SchemaForm<T>
          {...form}
          idPrefix={name}
          widgets={profileWidgets}
          extraErrors={error ? serviceFieldErrors<T>(error, fields) : undefined}
          onSubmit={(data) => {
            setError(null);
            onSubmit(data, setError);
          }}
          pendingLabel={t('actions.saving')}
          pending={pending}
        >
          <FailureMessage failure={error ? describeProblem(error) : null} />
        </SchemaForm>
      </TrackedForm>
      <div>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('actions.cancel')}
        </Button>
      </div>
    </section>
  );
}
