import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';
import './styles/theme.css';
import './styles/layout.css';
import './styles/controls.css';
import './styles/components.css';

const container = document.getElementById('root');
if (!container) throw new Error('Starlane: #root element missing from index.html');

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
