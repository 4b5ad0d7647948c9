import '@wellness/ui/src/styles.css';
import './shell.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { TooltipProvider } from '@wellness/ui';
import {
  createQueryClient,
  scheduleUserPrefetch,
  startPeriodicCacheClear,
} from './api/query-client';
import { preloadRemoteConfig } from './federation/remote-config';
import { App } from './App';
import { Toaster } from './toast/Toaster';

const queryClient = createQueryClient();
startPeriodicCacheClear(queryClient);
scheduleUserPrefetch(queryClient, () => document.cookie);
void preloadRemoteConfig();

const root = createRoot(document.getElementById('root')!);
// A transition lets React render the first screen in slices, never blocking a phone's main thread for long.
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <TooltipProvider>
            <App />
            <Toaster />
          </TooltipProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
