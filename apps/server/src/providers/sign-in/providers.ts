import type { ThirdPartyProvider } from '@tarot/contract/app-config';
import { createAppleProvider } from './apple';
import type { SignInProvider } from './provider';
import { createQqProvider } from './qq';
import { PROVIDER_TIMEOUT_MS, type SignInSettings } from './settings';
import { createWeixinProvider } from './weixin';
import { createXiaomiProvider } from './xiaomi';

/** The configured providers by name, in the order the login page shows them. */
export function createSignInProviders(settings: SignInSettings = {}): ReadonlyMap<ThirdPartyProvider, SignInProvider> {
  const timeout = settings.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const providers = [
    settings.weixin && createWeixinProvider(settings.weixin, timeout),
    settings.apple && createAppleProvider(settings.apple, timeout),
    settings.qq && createQqProvider(settings.qq, timeout),
    settings.xiaomi && createXiaomiProvider(settings.xiaomi, timeout),
  ].filter((provider): provider is SignInProvider => Boolean(provider));
  return new Map(providers.map((provider) => [provider.id, provider]));
}
