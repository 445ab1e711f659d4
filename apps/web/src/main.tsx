// The global tokens and shared classes first: the areas' own styles, imported by their components, come after.
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { createI18n } from './i18n/i18n';
import { routes } from './routes';

const { i18n } = createI18n();
const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} i18n={i18n} />
  </StrictMode>,
);
