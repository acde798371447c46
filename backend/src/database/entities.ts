import { LlmModel } from '../llm/catalog/llm-model.entity';
import { ProviderKey } from '../llm/keys/provider-key.entity';
import { LlmCall } from '../llm/usage/llm-call.entity';
import { ApiKey } from '../modules/api-keys/api-key.entity';
import { ChatConversation } from '../modules/chat/chat-conversation.entity';
import { ChatMessage } from '../modules/chat/chat-message.entity';
import { ContactMessage } from '../modules/contact/contact-message.entity';
import { WebVitalSample } from '../modules/seo/web-vital-sample.entity';
import { CheckoutSession } from '../modules/billing/checkout-session.entity';
import { ProcessedStripeEvent } from '../modules/billing/processed-stripe-event.entity';
import { RateLimitEvent } from '../modules/auth/rate-limit-event.entity';
import { Session } from '../modules/auth/session.entity';
import { Document, DocumentationJob } from '../modules/documentation/document.entity';
import { PlaygroundRunItem } from '../modules/playground/playground-run-item.entity';
import { PlaygroundRun } from '../modules/playground/playground-run.entity';
import { PlaygroundSession } from '../modules/playground/playground-session.entity';
import { PromptLabelEvent } from '../modules/prompts/prompt-label-event.entity';
import { PromptLabel } from '../modules/prompts/prompt-label.entity';
import { PromptVersion } from '../modules/prompts/prompt-version.entity';
import { Prompt } from '../modules/prompts/prompt.entity';
import { Rule } from '../modules/rules/rule.entity';
import { Notification } from '../modules/notifications/notification.entity';
import { SecurityCheck } from '../modules/security/security-check.entity';
import { Subscription } from '../modules/subscriptions/subscription.entity';
import { User } from '../modules/users/user.entity';

/**
 * Every entity, listed explicitly (discovery by file glob loads entity files outside jest's module registry).
 * A feature adds its entities here, then runs `npm run migration:create -w backend`.
 */
export const ENTITIES = [User, Subscription, Session, ApiKey, Notification, RateLimitEvent, CheckoutSession, ProcessedStripeEvent, LlmModel, ProviderKey, LlmCall, Prompt, PromptVersion, PromptLabel, PromptLabelEvent, PlaygroundRun, PlaygroundRunItem, PlaygroundSession, ChatConversation, ChatMessage, ContactMessage, WebVitalSample, Rule, SecurityCheck, Document, DocumentationJob];
