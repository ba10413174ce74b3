import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formSchema, formUiSchema } from '@/components/schema-form';
import { Button } from '@/components/ui/button';
import schemaJson from '../../../../forms/contact.schema.json';
import uiJson from '../../../../forms/contact.ui.json';
import {
  useDeleteContact,
  useSaveContact,
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
import { describeProblem, type Problem } from '@/lib/api/problem';
import { withFieldOptions } from '../lib/ui-schema';
import { FailureMessage, StatusMessage } from './feedback';
import { ListEditor, ListRow, ListSection } from './list-section';
import { useListSection, type ListSectionControls } from './use-list-section';
import { isolate } from '@/lib/isolate';

const schema = formSchema(schemaJson);
const baseUiSchema = formUiSchema<ContactFormData>(uiJson);

type SaveRequest = Parameters<ReturnType<typeof useSaveContact>['mutate']>[0];
type Section = ListSectionControls<HomeownerContact, SaveRequest>;

interface ContactSectionProps {
  homeownerId: number;
  contacts: HomeownerContact[];
}

/** Contact info: emails, phones and address contacts, one primary per type (SPEC §3 Profile). */
export function ContactSection({ homeownerId, contacts }: ContactSectionProps) {
  const { t } = useTranslation('profile');
  const [primaryFailure, setPrimaryFailure] = useState<Problem | null>(null);
  const typeName = (type: ContactType) => t(`contactTypeNames.${type}`);
  const section = useListSection<HomeownerContact, SaveRequest>({
    homeownerId,
    save: useSaveContact(homeownerId),
    remove: useDeleteContact(homeownerId),
    idOf: (contact) => contact.contactId,
    withSaved: (profile, saved) => ({
      ...profile,
      contacts: applyContactSaved(profile.contacts, saved),
    }),
    withDeleted: (profile, deleted) => ({
      ...profile,
      contacts: applyContactDeleted(profile.contacts, deleted.contactId),
    }),
    // A save that makes a contact primary says which one stopped being primary.
    savedText: (saved, request) => {
      const added = 'input' in request;
      const previous = displacedPrimary(contacts, saved);
      return previous
        ? isolate((v) => t('contacts.primaryMoved', { ...v, type: typeName(saved.type) }), {
            label: saved.label,
            previous: previous.label,
          })
        : isolate((v) => t(added ? 'contacts.added' : 'contacts.saved', v), { label: saved.label });
    },
    deletedText: (deleted) => isolate((v) => t('contacts.deleted', v), { label: deleted.label }),
  });

  const makePrimary = (contact: HomeownerContact) => {
    section.save(
      { contactId: contact.contactId, patch: { isPrimary: true } },
      {
        onSend: () => {
          setPrimaryFailure(null);
        },
        onError: (error) => {
          setPrimaryFailure(describeProblem(error));
        },
      },
    );
  };

  const noPrimaryEmail = primaryOf(contacts, 'email') === undefined;

  return (
    <ListSection
      name="contacts"
      section={section}
      heading={t('contacts.heading')}
      intro={t('contacts.intro')}
      addLabel={t('contacts.add')}
      editor={(contact) => (
        <ContactEditor section={section} contacts={contacts} contact={contact} />
      )}
      deleteText={(contact) => ({
        title: t('contacts.deleteTitle'),
        body: isolate((v) => t('contacts.deleteBody', v), {
          label: contact.label,
          value: contact.value,
        }),
      })}
    >
      {noPrimaryEmail ? (
        <p className="rounded-md border border-danger p-3 font-medium text-danger">
          {t('contacts.noPrimaryEmail')}
        </p>
      ) : null}
      <div>
        <StatusMessage text={section.status} />
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
                    <ListRow
                      key={contact.contactId}
                      section={section}
                      item={contact}
                      value={contact.value}
                      detail={t('contacts.contactBy', {
                        preference: t(`communication.${contact.communicationPreference}`),
                      })}
                      deleteBlocked={
                        block === null
                          ? null
                          : block === 'lastEmail'
                            ? t('contacts.lastEmail')
                            : t('contacts.primaryBlocked', { type: typeName(contact.type) })
                      }
                      editLabel={t('contacts.editLabel', { label: contact.label })}
                      deleteLabel={t('contacts.deleteLabel', { label: contact.label })}
                    >
                      {contact.isPrimary ? null : (
                        <Button
                          variant="secondary"
                          aria-label={t('contacts.makePrimaryLabel', { label: contact.label })}
                          disabled={section.savePending}
                          onClick={() => {
                            makePrimary(contact);
                          }}
                        >
                          {t('actions.makePrimary')}
                        </Button>
                      )}
                    </ListRow>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </ListSection>
  );
}

interface ContactEditorProps {
  section: Section;
  contacts: HomeownerContact[];
  contact: HomeownerContact | undefined;
}

/** The contact form (forms/contact.*), for a new contact or one being edited. */
function ContactEditor({ section, contacts, contact }: ContactEditorProps) {
  const { t } = useTranslation('profile');
  const [submittedType, setSubmittedType] = useState<ContactType>(contact?.type ?? 'email');
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

  const submit = (data: ContactFormData, onError: (error: unknown) => void) => {
    setSubmittedType(data.type);
    const isPrimary = effectivePrimary(contacts, data.type, editingId, data.isPrimary === true);
    if (contact) {
      const patch = toContactPatch(contact, data, isPrimary);
      if (!patch) {
        section.finishEdit(t('contacts.nothingChanged'));
        return;
      }
      section.save({ contactId: contact.contactId, patch }, { onError });
    } else {
      section.save({ input: toContactInput(data, isPrimary) }, { onError });
    }
  };

  return (
    <ListEditor<ContactFormData>
      name="contact"
      title={
        contact
          ? isolate((v) => t('contacts.editTitle', v), { label: contact.label })
          : t('contacts.addTitle')
      }
      schema={schema}
      uiSchema={uiSchema}
      initialData={contactFormData(contact)}
      // A 422 names the contract's fields; the value is in the field of the contact's type.
      fields={{ label: 'label', value: submittedType }}
      submitLabel={t('contacts.save')}
      pending={section.savePending}
      onSubmit={submit}
      onCancel={section.cancelEdit}
    />
  );
}
