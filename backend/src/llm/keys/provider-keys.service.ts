import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { SecretBox, SecretBoxError } from '../../common/crypto/secret-box';
import { AppConfig } from '../../config/env';
import type { User } from '../../modules/users/user.entity';
import { LlmError } from '../llm-error';
import { PROVIDER_INFO, PROVIDERS, type Provider } from '../providers';
import { ProviderKey } from './provider-key.entity';

/** The key a call will use: the user's own first, else the server's. Lives only in memory, only for the call. */
export interface ResolvedKey {
  apiKey: string;
  baseUrl: string;
  source: 'user' | 'server';
}

export interface ProviderKeyStatus {
  provider: Provider;
  label: string;
  status: 'none' | 'server' | 'user';
  /** `…abcd` for the user's key; null otherwise. */
  maskedKey: string | null;
  /** The user's base URL, if the saved key has one. */
  baseUrl: string | null;
  updatedAt: Date | null;
}

/**
 * Users' own provider keys, encrypted at rest (AES-256-GCM under PROVIDER_KEYS_SECRET, bound to user and
 * provider). Only {@link resolve} ever decrypts, when a call is about to be made.
 */
@Injectable()
export class ProviderKeysService {
  private readonly box: SecretBox;

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {
    this.box = new SecretBox(config.llm.providerKeysSecret, 'provider-keys');
  }

  async list(userId: string): Promise<ProviderKeyStatus[]> {
    const saved = await this.em.fork().find(ProviderKey, { user: userId });
    return PROVIDERS.map((provider) => this.status(provider, saved.find((key) => key.provider === provider)));
  }

  async save(userId: string, provider: Provider, input: { apiKey: string; baseUrl?: string | null }): Promise<ProviderKeyStatus> {
    const em = this.em.fork();
    const values = {
      encryptedKey: this.box.seal(input.apiKey, sealContext(userId, provider)),
      lastFour: input.apiKey.slice(-4),
      baseUrl: input.baseUrl ?? null,
    };
    let key = await em.findOne(ProviderKey, { user: userId, provider });
    if (key) {
      em.assign(key, values);
    } else {
      key = em.create(ProviderKey, { user: em.getReference<User>('User', userId), provider, ...values });
    }
    await em.flush();
    return this.status(provider, key);
  }

  async remove(userId: string, provider: Provider): Promise<void> {
    const deleted = await this.em.fork().nativeDelete(ProviderKey, { user: userId, provider });
    if (deleted === 0) {
      throw new NotFoundException(`No ${provider} key of yours is saved.`);
    }
  }

  /** Whether the user can call the provider now: an own key or the server's. */
  async availableProviders(userId: string): Promise<Set<Provider>> {
    const saved = await this.em.fork().find(ProviderKey, { user: userId }, { fields: ['provider'] });
    return new Set(PROVIDERS.filter((provider) => this.config.llm.providers[provider].apiKey || saved.some((key) => key.provider === provider)));
  }

  /** The key for a call, decrypted; null when neither the user nor the server has one. */
  async resolve(userId: string, provider: Provider): Promise<ResolvedKey | null> {
    const own = await this.em.fork().findOne(ProviderKey, { user: userId, provider }, { fields: ['encryptedKey', 'baseUrl'] });
    const server = this.config.llm.providers[provider];
    if (own) {
      let apiKey: string;
      try {
        apiKey = this.box.open(own.encryptedKey, sealContext(userId, provider));
      } catch (error) {
        if (error instanceof SecretBoxError) {
          throw new LlmError(
            'key_unreadable',
            `Your saved ${provider} key cannot be decrypted: it was altered, or the server's key secret changed. Remove it and save it again in Settings → LLM Providers.`,
          );
        }
        throw error;
      }
      return { apiKey, baseUrl: own.baseUrl ?? server.baseUrl, source: 'user' };
    }
    return server.apiKey ? { apiKey: server.apiKey, baseUrl: server.baseUrl, source: 'server' } : null;
  }

  private status(provider: Provider, saved: ProviderKey | undefined): ProviderKeyStatus {
    const label = PROVIDER_INFO[provider].label;
    if (saved) {
      return { provider, label, status: 'user', maskedKey: `…${saved.lastFour}`, baseUrl: saved.baseUrl ?? null, updatedAt: saved.updatedAt };
    }
    const status = this.config.llm.providers[provider].apiKey ? 'server' : 'none';
    return { provider, label, status, maskedKey: null, baseUrl: null, updatedAt: null };
  }
}

/** Authenticated data of a sealed key: a ciphertext moved to another user or provider does not open. */
function sealContext(userId: string, provider: Provider): string {
  return `${userId}:${provider}`;
}
