import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formSchema, formUiSchema, SchemaForm } from '@/components/schema-form';
import { Button } from '@/components/ui/button';
import schemaJson from '../../../../forms/address.schema.json';
import uiJson from '../../../../forms/address.ui.json';
import {
  useDeleteAddress,
  useSaveAddress,
  useUpdateCachedProfile,
  type HomeownerAddress,
} from '../api/profile-api';
import {
  addressDeleteBlocked,
  addressFormData,
  addressPrimaryIsLocked,
  applyAddressDeleted,
  applyAddressSaved,
  formatAddress,
  toAddressInput,
  validateAddress,
  type AddressFormData,
} from '../lib/address-form';
import { serviceFailure, serviceFieldErrors, type ServiceFailure } from '../lib/service-errors';
import { withFieldOptions } from '../lib/ui-schema';
import { profileWidgets } from './checkbox-widget';
import { DeleteDialog } from './delete-dialog';
import { FailureMessage, StatusMessage } from './feedback';
import { TrackedForm } from './unsaved-changes';

const schema = formSchema(schemaJson);
const baseUiSchema = formUiSchema<AddressFormData>(uiJson);
/** The contract's field names are the form's, but for isInternational (the kind). */
const FIELDS = {
  label: 'label',
  street: 'street',
  street2: 'street2',
  city: 'city',
  state: 'state',
  zip: 'zip',
  country: 'country',
  province: 'province',
  postalCode: 'postalCode',
  isInternational: 'kind',
} as const;

type Editing = { mode: 'add' } | { mode: 'edit'; address: HomeownerAddress };

interface AddressSectionProps {
  homeownerId: number;
  addresses: HomeownerAddress[];
}

/** Addresses, US or international, one of them primary (SPEC §3 Profile, §5 messages). */
export function AddressSection({ homeownerId, addresses }: AddressSectionProps) {
  const { t } = useTranslation('profile');
  const heading = useRef<HTMLHeadingElement>(null);
  const updateProfile = useUpdateCachedProfile(homeownerId);
  const save = useSaveAddress(homeownerId);
  const remove = useDeleteAddress(homeownerId);
  const inFlight = useRef(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<HomeownerAddress | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<ServiceFailure | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const backToList = () => {
    heading.current?.focus();
  };

  const confirmDelete = () => {
    if (!deleting || inFlight.current) return;
    inFlight.current = true;
    setDeleteFailure(null);
    const address = deleting;
    remove.mutate(address.addressId, {
      onSuccess: () => {
        updateProfile((profile) => ({
          ...profile,
          addresses: applyAddressDeleted(profile.addresses, address.addressId),
        }));
        setDeleting(null);
        setStatus(t('addresses.deleted', { label: address.label }));
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

  return (
    <section aria-labelledby="addresses-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2
          id="addresses-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold outline-none"
        >
          {t('addresses.heading')}
        </h2>
        <p className="text-ink-muted">{t('addresses.intro')}</p>
      </div>
      <StatusMessage text={status} />
      {addresses.length === 0 ? (
        <p className="text-ink-muted">{t('addresses.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {addresses.map((address) => {
            const blocked = addressDeleteBlocked(addresses, address);
            return (
              <li
                key={address.addressId}
                className="flex flex-col gap-3 rounded-md border border-line p-3 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-0.5">
                  <p className="flex flex-wrap items-center gap-2 font-semibold">
                    <span className="[overflow-wrap:anywhere]">{address.label}</span>
                    {address.isPrimary ? (
                      <span className="rounded-full border border-brand px-2 text-xs font-semibold text-brand">
                        {t('contacts.primary')}
                      </span>
                    ) : null}
                  </p>
                  <p className="[overflow-wrap:anywhere]">{formatAddress(address)}</p>
                  <p className="text-sm text-ink-muted">
                    {address.isInternational
                      ? t('addressForm.kinds.international')
                      : t('addressForm.kinds.us')}
                  </p>
                  {blocked ? (
                    <p className="text-sm text-ink-muted">{t('addresses.primaryBlocked')}</p>
                  ) : null}
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    aria-label={t('addresses.editLabel', { label: address.label })}
                    onClick={() => {
                      setStatus(null);
                      setEditing({ mode: 'edit', address });
                    }}
                  >
                    {t('actions.edit')}
                  </Button>
                  {blocked ? null : (
                    <Button
                      variant="secondary"
                      aria-label={t('addresses.deleteLabel', { label: address.label })}
                      onClick={() => {
                        setStatus(null);
                        setDeleteFailure(null);
                        setDeleting(address);
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

      {editing ? (
        <AddressEditor
          key={editing.mode === 'edit' ? editing.address.addressId : 'new'}
          addresses={addresses}
          address={editing.mode === 'edit' ? editing.address : undefined}
          pending={save.isPending}
          onSubmit={(addressId, input, onError) => {
            if (inFlight.current) return;
            inFlight.current = true;
            setStatus(null);
            save.mutate(
              { addressId, input },
              {
                onSuccess: (saved) => {
                  updateProfile((profile) => ({
                    ...profile,
                    addresses: applyAddressSaved(profile.addresses, saved),
                  }));
                  setEditing(null);
                  setStatus(
                    t(addressId === null ? 'addresses.added' : 'addresses.saved', {
                      label: saved.label,
                    }),
                  );
                  backToList();
                },
                onError,
                onSettled: () => {
                  inFlight.current = false;
                },
              },
            );
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
            {t('addresses.add')}
          </Button>
        </div>
      )}

      {deleting ? (
        <DeleteDialog
          title={t('addresses.deleteTitle')}
          body={t('addresses.deleteBody', {
            label: deleting.label,
            address: formatAddress(deleting),
          })}
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

interface AddressEditorProps {
  addresses: HomeownerAddress[];
  address: HomeownerAddress | undefined;
  pending: boolean;
  onSubmit: (
    addressId: number | null,
    input: ReturnType<typeof toAddressInput>,
    onError: (error: unknown) => void,
  ) => void;
  onCancel: () => void;
}

/** The address form (forms/address.*): the US fields or the international ones. */
function AddressEditor({ addresses, address, pending, onSubmit, onCancel }: AddressEditorProps) {
  const { t } = useTranslation('profile');
  const [error, setError] = useState<unknown>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const editingId = address?.addressId ?? null;
  const locked = addressPrimaryIsLocked(addresses, editingId);
  const uiSchema = locked
    ? withFieldOptions(baseUiSchema, 'isPrimary', {
        'ui:disabled': true,
        'ui:help': 'profile:addressForm.primaryLocked',
      })
    : baseUiSchema;

  const submit = (data: AddressFormData) => {
    setError(null);
    onSubmit(editingId, toAddressInput(data, locked || data.isPrimary === true), setError);
  };

  return (
    <section
      aria-labelledby="address-editor-heading"
      className="flex flex-col gap-3 rounded-lg border border-line p-4"
    >
      <h3
        id="address-editor-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold outline-none"
      >
        {address ? t('addresses.editTitle', { label: address.label }) : t('addresses.addTitle')}
      </h3>
      <TrackedForm formId="address">
        <SchemaForm<AddressFormData>
          schema={schema}
          uiSchema={uiSchema}
          idPrefix="address"
          initialData={{ ...addressFormData(address), ...(locked ? { isPrimary: true } : {}) }}
          widgets={profileWidgets}
          customValidate={validateAddress}
          extraErrors={error ? serviceFieldErrors<AddressFormData>(error, FIELDS) : undefined}
          onSubmit={submit}
          submitLabel={t('addresses.save')}
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
