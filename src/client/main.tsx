import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { bindCharacterLoader } from './api/characterQueries';
import { queryClient } from './api/queryClient';
import { createAppRouter } from './router';
import './styles/theme.css';
import './styles/layout.css';
import './styles/controls.css';
import './styles/components.css';

const container = document.getElementById('root');
if (!container) throw new Error('Starlane: #root element missing from index.html');

const router = createAppRouter();
bindCharacterLoader(queryClient);

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
