import { useTranslation } from 'react-i18next';
import { formSchema, formUiSchema } from '@/components/schema-form';
import schemaJson from '../../../../forms/address.schema.json';
import uiJson from '../../../../forms/address.ui.json';
import {
  useDeleteAddress,
  useSaveAddress,
  type HomeownerAddress,
  type HomeownerAddressInput,
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
import { withFieldOptions } from '../lib/ui-schema';
import { StatusMessage } from './feedback';
import { ListEditor, ListRow, ListSection } from './list-section';
import { useListSection, type ListSectionControls } from './use-list-section';
import { isolate } from '@/lib/isolate';

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

type SaveRequest = { addressId: number | null; input: HomeownerAddressInput };
type Section = ListSectionControls<HomeownerAddress, SaveRequest>;

interface AddressSectionProps {
  homeownerId: number;
  addresses: HomeownerAddress[];
}

/** Addresses, US or international, one of them primary (SPEC §3 Profile, §5 messages). */
export function AddressSection({ homeownerId, addresses }: AddressSectionProps) {
  const { t } = useTranslation('profile');
  const section = useListSection<HomeownerAddress, SaveRequest>({
    homeownerId,
    save: useSaveAddress(homeownerId),
    remove: useDeleteAddress(homeownerId),
    idOf: (address) => address.addressId,
    withSaved: (profile, saved) => ({
      ...profile,
      addresses: applyAddressSaved(profile.addresses, saved),
    }),
    withDeleted: (profile, deleted) => ({
      ...profile,
      addresses: applyAddressDeleted(profile.addresses, deleted.addressId),
    }),
    savedText: (saved, { addressId }) =>
      isolate((v) => t(addressId === null ? 'addresses.added' : 'addresses.saved', v), {
        label: saved.label,
      }),
    deletedText: (deleted) => isolate((v) => t('addresses.deleted', v), { label: deleted.label }),
  });

  return (
    <ListSection
      name="addresses"
      section={section}
      heading={t('addresses.heading')}
      intro={t('addresses.intro')}
      addLabel={t('addresses.add')}
      editor={(address) => (
        <AddressEditor section={section} addresses={addresses} address={address} />
      )}
      deleteText={(address) => ({
        title: t('addresses.deleteTitle'),
        body: isolate((v) => t('addresses.deleteBody', v), {
          label: address.label,
          address: formatAddress(address),
        }),
      })}
    >
      <StatusMessage text={section.status} />
      {addresses.length === 0 ? (
        <p className="text-ink-muted">{t('addresses.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {addresses.map((address) => (
            <ListRow
              key={address.addressId}
              section={section}
              item={address}
              value={formatAddress(address)}
              detail={
                address.isInternational
                  ? t('addressForm.kinds.international')
                  : t('addressForm.kinds.us')
              }
              deleteBlocked={
                addressDeleteBlocked(addresses, address) ? t('addresses.primaryBlocked') : null
              }
              editLabel={t('addresses.editLabel', { label: address.label })}
              deleteLabel={t('addresses.deleteLabel', { label: address.label })}
            />
          ))}
        </ul>
      )}
    </ListSection>
  );
}

interface AddressEditorProps {
  section: Section;
  addresses: HomeownerAddress[];
  address: HomeownerAddress | undefined;
}

/** The address form (forms/address.*): the US fields or the international ones. */
function AddressEditor({ section, addresses, address }: AddressEditorProps) {
  const { t } = useTranslation('profile');
  const editingId = address?.addressId ?? null;
  const locked = addressPrimaryIsLocked(addresses, editingId);
  const uiSchema = locked
    ? withFieldOptions(baseUiSchema, 'isPrimary', {
        'ui:disabled': true,
        'ui:help': 'profile:addressForm.primaryLocked',
      })
    : baseUiSchema;

  return (
    <ListEditor<AddressFormData>
      name="address"
      title={
        address
          ? isolate((v) => t('addresses.editTitle', v), { label: address.label })
          : t('addresses.addTitle')
      }
      schema={schema}
      uiSchema={uiSchema}
      initialData={{ ...addressFormData(address), ...(locked ? { isPrimary: true } : {}) }}
      customValidate={validateAddress}
      fields={FIELDS}
      submitLabel={t('addresses.save')}
      pending={section.savePending}
      onSubmit={(data, onError) => {
        const input = toAddressInput(data, locked || data.isPrimary === true);
        section.save({ addressId: editingId, input }, { onError });
      }}
      onCancel={section.cancelEdit}
    />
  );
}
