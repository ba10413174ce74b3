// Renders a registration page the way the app does (router, query client, i18next with the real
// English and Spanish texts), for the registration pages' component tests.
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import authEn from '../../public/locales/en/auth.json';
import commonEn from '../../public/locales/en/common.json';
import registrationEn from '../../public/locales/en/registration.json';
import authEs from '../../public/locales/es/auth.json';
import commonEs from '../../public/locales/es/common.json';
import registrationEs from '../../public/locales/es/registration.json';
import { formSchema, preloadSchemaForm } from '@/components/schema-form';
import createAccountSchema from '../../forms/create-account.schema.json';
import requestAccountSchema from '../../forms/request-account.schema.json';
import { configureApi } from '@/lib/api/api-runtime';
import { createQueryClient, type QueryErrorHandlers } from '@/lib/api/query-client';

export const USERS_BASE = 'https://users.test';

export async function createTestI18n(lng: 'en' | 'es' = 'en'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    ns: ['common', 'auth', 'registration'],
    defaultNS: 'common',
    resources: {
      en: { common: commonEn, auth: authEn, registration: registrationEn },
      es: { common: commonEs, auth: authEs, registration: registrationEs },
    },
    interpolation: { escapeValue: false },
  });
  return instance;
}

export async function renderPage(
  page: ReactNode,
  options: { notify: QueryErrorHandlers['notify']; lng?: 'en' | 'es' },
) {
  configureApi({
    baseUrls: {
      users: USERS_BASE,
      associations: 'https://associations.test',
      actionItems: 'https://action-items.test',
      connectPayments: 'https://payments.test',
      expressPay: 'https://epay.test',
    },
    getUserToken: () => null,
    getEpayToken: () => null,
  });
  const i18n = await createTestI18n(options.lng);
  const queryClient = createQueryClient({
    currentPath: () => '/create-account',
    notify: options.notify,
  });
  const rootRoute = createRootRoute({ component: () => page });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  // The form module (rjsf) and the forms' validators load lazily; have them ready so tests do not
  // wait on them.
  await preloadSchemaForm(formSchema(createAccountSchema), formSchema(requestAccountSchema));
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
