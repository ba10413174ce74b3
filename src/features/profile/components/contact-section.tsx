import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formSchema, formUiSchema, SchemaForm } from '@/components/schema-form';
import { Button } from '@/components/ui/button';
import schemaJson from '../../../../forms/contact.schema.json';
import uiJson from '../../../../forms/contact.ui.json';
import {
  useDeleteContact,
  useSaveContact,
  useUpdateCachedProfile,
  type ContactType,
  type HomeownerContact,
} from '../api/profile-api';
import {
  contactFormData,
  toContactInput,
  toContactPatch,
  type ContactFormData,
} from '../lib/contact-form';
import {
  applyContactDeleted,
  applyContactSaved,
  CONTACT_TYPES,
  contactDeleteBlock,
  contactsOfType,
  displacedPrimary,
  effectivePrimary,
  primaryIsLocked,
  primaryOf,
} from '../lib/contacts';
import { serviceFailure, serviceFieldErrors, type ServiceFailure } from '../lib/service-errors';
import { withFieldOptions } from '../lib/ui-schema';
import { profileWidgets } from './checkbox-widget';
import { DeleteDialog } from './delete-dialog';
import { FailureMessage, StatusMessage } from './feedback';
import { TrackedForm } from './unsaved-changes';

const schema = formSchema(schemaJson);
const baseUiSchema = formUiSchema<ContactFormData>(uiJson);

type Editing = { mode: 'add' } | { mode: 'edit'; contact: HomeownerContact };

interface ContactSectionProps {
  homeownerId: number;
  contacts: HomeownerContact[];
}

/** Contact info: emails, phones and address contacts, one primary per type (SPEC §3 Profile). */
export function ContactSection({ homeownerId, contacts }: ContactSectionProps) {
  const { t } = useTranslation('profile');
  const heading = useRef<HTMLHeadingElement>(null);
  const updateProfile = useUpdateCachedProfile(homeownerId);
  const save = useSaveContact(homeownerId);
  const remove = useDeleteContact(homeownerId);
  const inFlight = useRef(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<HomeownerContact | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<ServiceFailure | null>(null);
  const [primaryFailure, setPrimaryFailure] = useState<ServiceFailure | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const typeName = (type: ContactType) => t(`contactTypeNames.${type}`);
  const backToList = () => {
    heading.current?.focus();
  };

  /** Writes a saved contact into the list and says what happened, primary moves included. */
  const onSaved = (saved: HomeownerContact, added: boolean) => {
    const previous = displacedPrimary(contacts, saved);
    updateProfile((profile) => ({
      ...profile,
      contacts: applyContactSaved(profile.contacts, saved),
    }));
    setEditing(null);
    setStatus(
      previous
        ? t('contacts.primaryMoved', {
            label: saved.label,
            type: typeName(saved.type),
            previous: previous.label,
          })
        : t(added ? 'contacts.added' : 'contacts.saved', { label: saved.label }),
    );
    backToList();
  };

  const makePrimary = (contact: HomeownerContact) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus(null);
    setPrimaryFailure(null);
    save.mutate(
      { contactId: contact.contactId, patch: { isPrimary: true } },
      {
        onSuccess: (saved) => {
          onSaved(saved, false);
        },
        onError: (error) => {
          setPrimaryFailure(serviceFailure(error));
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting || inFlight.current) return;
    inFlight.current = true;
    setDeleteFailure(null);
    const contact = deleting;
    remove.mutate(contact.contactId, {
      onSuccess: () => {
        updateProfile((profile) => ({
          ...profile,
          contacts: applyContactDeleted(profile.contacts, contact.contactId),
        }));
        setDeleting(null);
        setStatus(t('contacts.deleted', { label: contact.label }));
        backToList();
      },
      onError: (error) => {
        setDeleteFailure(serviceFailure(error));
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  const noPrimaryEmail = primaryOf(contacts, 'email') === undefined;

  return (
    <section aria-labelledby="contacts-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2
          id="contacts-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold outline-none"
        >
          {t('contacts.heading')}
        </h2>
        <p className="text-ink-muted">{t('contacts.intro')}</p>
      </div>
      {noPrimaryEmail ? (
        <p className="rounded-md border border-danger p-3 font-medium text-danger">
          {t('contacts.noPrimaryEmail')}
        </p>
      ) : null}
      <div>
        <StatusMessage text={status} />
        <FailureMessage failure={primaryFailure} />
      </div>

      {CONTACT_TYPES.map((type) => {
        const ofType = contactsOfType(contacts, type);
        return (
          <section key={type} aria-labelledby={`contacts-${type}`} className="flex flex-col gap-2">
            <h3 id={`contacts-${type}`} className="text-lg font-semibold">
              {t(`contactGroups.${type}`)}
            </h3>
            {ofType.length === 0 ? (
              <p className="text-ink-muted">{t('contacts.none')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {ofType.map((contact) => {
                  const block = contactDeleteBlock(contacts, contact);
                  return (
                    <li
                      key={contact.contactId}
                      className="flex flex-col gap-3 rounded-md border border-line p-3 sm:flex-row sm:items-start sm:justify-between"
                    >
                      <div className="flex min-w-0 flex-col gap-0.5">
                        <p className="flex flex-wrap items-center gap-2 font-semibold">
                          <span className="[overflow-wrap:anywhere]">{contact.label}</span>
                          {contact.isPrimary ? (
                            <span className="rounded-full border border-brand px-2 text-xs font-semibold text-brand">
                              {t('contacts.primary')}
                            </span>
                          ) : null}
                        </p>
                        <p className="[overflow-wrap:anywhere]">{contact.value}</p>
                        <p className="text-sm text-ink-muted">
                          {t('contacts.contactBy', {
                            preference: t(`communication.${contact.communicationPreference}`),
                          })}
                        </p>
                        {block ? (
                          <p className="text-sm text-ink-muted">
                            {block === 'lastEmail'
                              ? t('contacts.lastEmail')
                              : t('contacts.primaryBlocked', { type: typeName(contact.type) })}
                          </p>
                        ) : null}
                      </div>
                      <div className="flex flex-wrap gap-2">
                        <Button
                          variant="secondary"
                          aria-label={t('contacts.editLabel', { label: contact.label })}
                          onClick={() => {
                            setStatus(null);
                            setEditing({ mode: 'edit', contact });
                          }}
                        >
                          {t('actions.edit')}
                        </Button>
                        {contact.isPrimary ? null : (
                          <Button
                            variant="secondary"
                            aria-label={t('contacts.makePrimaryLabel', { label: contact.label })}
                            disabled={save.isPending}
                            onClick={() => {
                              makePrimary(contact);
                            }}
                          >
                            {t('actions.makePrimary')}
                          </Button>
                        )}
                        {block ? null : (
                          <Button
                            variant="secondary"
                            aria-label={t('contacts.deleteLabel', { label: contact.label })}
                            onClick={() => {
                              setStatus(null);
                              setDeleteFailure(null);
                              setDeleting(contact);
                            }}
                          >
                            {t('actions.delete')}
                          </Button>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}

      {editing ? (
        <ContactEditor
          key={editing.mode === 'edit' ? editing.contact.contactId : 'new'}
          contacts={contacts}
          contact={editing.mode === 'edit' ? editing.contact : undefined}
          pending={save.isPending}
          onSubmit={(request, settle) => {
            if (inFlight.current) return;
            inFlight.current = true;
            setStatus(null);
            save.mutate(request, {
              onSuccess: (saved) => {
                onSaved(saved, 'input' in request);
              },
              onError: settle,
              onSettled: () => {
                inFlight.current = false;
              },
            });
          }}
          onNothingChanged={() => {
            setEditing(null);
            setStatus(t('contacts.nothingChanged'));
            backToList();
          }}
          onCancel={() => {
            setEditing(null);
            backToList();
          }}
        />
      ) : (
        <div>
          <Button
            onClick={() => {
              setStatus(null);
              setEditing({ mode: 'add' });
            }}
          >
            {t('contacts.add')}
          </Button>
        </div>
      )}

      {deleting ? (
        <DeleteDialog
          title={t('contacts.deleteTitle')}
          body={t('contacts.deleteBody', { label: deleting.label, value: deleting.value })}
          pending={remove.isPending}
          failure={deleteFailure}
          onConfirm={confirmDelete}
          onCancel={() => {
            setDeleting(null);
            backToList();
          }}
        />
      ) : null}
    </section>
  );
}

type SaveRequest = Parameters<ReturnType<typeof useSaveContact>['mutate']>[0];

interface ContactEditorProps {
  contacts: HomeownerContact[];
  contact: HomeownerContact | undefined;
  pending: boolean;
  onSubmit: (request: SaveRequest, onError: (error: unknown) => void) => void;
  onNothingChanged: () => void;
  onCancel: () => void;
}

/** The contact form (forms/contact.*), for a new contact or one being edited. */
function ContactEditor({
  contacts,
  contact,
  pending,
  onSubmit,
  onNothingChanged,
  onCancel,
}: ContactEditorProps) {
  const { t } = useTranslation('profile');
  const [error, setError] = useState<unknown>(null);
  const [submittedType, setSubmittedType] = useState<ContactType>(contact?.type ?? 'email');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const editingId = contact?.contactId ?? null;
  const locked = contact ? primaryIsLocked(contacts, contact.type, editingId) : false;

  let uiSchema = baseUiSchema;
  // A contact keeps its type (the service edits label, value, preference and primary only).
  if (contact) uiSchema = withFieldOptions(uiSchema, 'type', { 'ui:disabled': true });
  if (locked)
    uiSchema = withFieldOptions(uiSchema, 'isPrimary', {
      'ui:disabled': true,
      'ui:help': 'profile:contactForm.primaryLocked',
    });

  const submit = (data: ContactFormData) => {
    setError(null);
    setSubmittedType(data.type);
    const isPrimary = effectivePrimary(contacts, data.type, editingId, data.isPrimary === true);
    if (contact) {
      const patch = toContactPatch(contact, data, isPrimary);
      if (!patch) {
        onNothingChanged();
        return;
      }
      onSubmit({ contactId: contact.contactId, patch }, setError);
    } else {
      onSubmit({ input: toContactInput(data, isPrimary) }, setError);
    }
  };

  const title = contact
    ? t('contacts.editTitle', { label: contact.label })
    : t('contacts.addTitle');
  // A 422 names the contract's fields; the value is in the field of the contact's type.
  const fieldMap = { label: 'label', value: submittedType };
  return (
    <section
      aria-labelledby="contact-editor-heading"
      className="flex flex-col gap-3 rounded-lg border border-line p-4"
    >
      <h3
        id="contact-editor-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold outline-none"
      >
        {title}
      </h3>
      <TrackedForm formId="contact">
        <SchemaForm<ContactFormData>
          schema={schema}
          uiSchema={uiSchema}
          idPrefix="contact"
          initialData={contactFormData(contact)}
          widgets={profileWidgets}
          extraErrors={error ? serviceFieldErrors<ContactFormData>(error, fieldMap) : undefined}
          onSubmit={submit}
          submitLabel={t('contacts.save')}
          pendingLabel={t('actions.saving')}
          pending={pending}
        >
          <FailureMessage failure={error ? serviceFailure(error) : null} />
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
