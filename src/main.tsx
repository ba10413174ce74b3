import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@/lib/api/api-runtime';
import { initI18n } from '@/lib/i18n';
import { appStarted, persistSession, $token } from '@/features/session/model';
import { AppProvider } from './app/provider';
import { ConfigError, loadRuntimeConfig, type RuntimeConfig } from './app/config';
import { ConfigErrorPage } from './app/config-error-page';
import { setRuntimeConfig } from './app/runtime-config';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html lacks #root');
const root = createRoot(rootElement);

async function boot(): Promise<void> {
  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    const problems = error instanceof ConfigError ? error.problems : [String(error)];
    console.error('Invalid runtime configuration', problems);
    root.render(<ConfigErrorPage problems={problems} />);
    return;
  }
  setRuntimeConfig(config);
  configureApi({
    baseUrls: config.services,
    getUserToken: () => $token.getState(),
    getEpayToken: () => null,
  });
  persistSession();
  await initI18n(['common', 'auth']);
  appStarted();
  root.render(
    <StrictMode>
      <AppProvider />
    </StrictMode>,
  );
}

void boot();
