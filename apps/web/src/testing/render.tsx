// Renders a component as the app would hold it: a fresh TanStack Query client (no retries, so a refused answer
// shows at once), a memory router at the given address, and sonner's toaster, so toasts are on the page to read.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, type RenderOptions } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { Toaster } from 'sonner';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Infinity: no garbage-collection timers outlive a test.
      queries: { retry: false, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

export interface ProviderOptions {
  /** The address the memory router starts at. */
  route?: string;
  /** The route pattern the element is mounted under (e.g. '/search/:term'); every path by default. */
  path?: string;
  queryClient?: QueryClient;
}

/** Where the router is now: a test reads it after a click that navigates. */
export interface LocationProbe {
  current: Location | null;
}

function RecordLocation({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onLocation(location), [location, onLocation]);
  return null;
}

function makeWrapper(
  { route = '/', path = '*', queryClient }: Required<Pick<ProviderOptions, 'queryClient'>> & ProviderOptions,
  probe: LocationProbe,
) {
  const record = (location: Location) => {
    probe.current = location;
  };
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <RecordLocation onLocation={record} />
          <Routes>
            <Route path={path} element={children} />
            {path !== '*' && <Route path="*" element={null} />}
          </Routes>
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    );
  };
}

export function renderWithProviders(
  ui: ReactElement,
  options: ProviderOptions & Omit<RenderOptions, 'wrapper' | 'queries'> = {},
) {
  const { route, path, queryClient = testQueryClient(), ...renderOptions } = options;
  const location: LocationProbe = { current: null };
  const user = userEvent.setup();
  const result = render(ui, {
    wrapper: makeWrapper({ route, path, queryClient }, location),
    ...renderOptions,
  });
  return { ...result, user, queryClient, location };
}

export function renderHookWithProviders<Result, Props>(
  hook: (props: Props) => Result,
  options: ProviderOptions & { initialProps?: Props } = {},
) {
  const { route, path, queryClient = testQueryClient(), initialProps } = options;
  const location: LocationProbe = { current: null };
  const result = renderHook(hook, {
    wrapper: makeWrapper({ route, path, queryClient }, location),
    ...(initialProps !== undefined ? { initialProps } : {}),
  });
  return { ...result, queryClient, location };
}
