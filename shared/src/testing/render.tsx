import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { DEFAULT_LOCALE, DEFAULT_THEME, type Locale, type Theme } from '@platform/contract';
import { I18nextProvider } from '@platform/shared/react-i18next';
import { MountPropsProvider } from '../parcel/mount-props-context';
import { createTestMountProps, type TestMountOverrides, type TestMountProps } from './mount-props';
import { createTestI18n } from './test-i18n';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Defaults to `en`. */
  locale?: Locale;
  /** Set as `data-theme` on `<html>`. Defaults to `light`. */
  theme?: Theme;
  /** An i18next instance of your own (e.g. with a remote's namespace added); else a fresh one. */
  i18n?: I18n;
  /** Renders inside a parcel's context, so `useMountProps()` works: give props or overrides. */
  mountProps?: TestMountProps | TestMountOverrides;
}

export interface RenderWithProvidersResult extends RenderResult {
  i18n: I18n;
  /** The mount props in context, when `mountProps` was given. */
  mountProps: TestMountProps | null;
}

function isTestMountProps(value: TestMountProps | TestMountOverrides): value is TestMountProps {
  return 'recorded' in value;
}

/**
 * Renders UI the way the host does: inside an `I18nextProvider` with the `ui` bundles (a fresh
 * `createInstance()` per call, never the global i18next), the theme named on `<html>`, and
 * optionally inside a parcel's mount-props context (and its `queryClient`, as `createRemoteApp` does).
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderWithProvidersResult {
  const { locale = DEFAULT_LOCALE, theme = DEFAULT_THEME, mountProps, i18n: givenI18n, ...renderOptions } = options;
  const i18n = givenI18n ?? createTestI18n(locale);
  const props = mountProps
    ? isTestMountProps(mountProps)
      ? mountProps
      : createTestMountProps({ locale, theme, i18n, ...mountProps })
    : null;
  document.documentElement.dataset.theme = theme;
  document.documentElement.lang = locale;

  function Wrapper({ children }: { children: ReactNode }) {
    const tree = <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    return props ? (
      <MountPropsProvider value={props}>
        <QueryClientProvider client={props.queryClient}>{tree}</QueryClientProvider>
      </MountPropsProvider>
    ) : (
      tree
    );
  }

  const result: RenderResult = render(ui, { ...renderOptions, wrapper: Wrapper });
  return { ...result, i18n, mountProps: props };
}
