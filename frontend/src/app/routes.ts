import type { ComponentType } from 'react';
import { paths } from '@/config/paths';

/**
 * Who may open a screen (core spec §2 route table):
 * - public: anyone;
 * - signed-in: a signed-in user (else → /login);
 * - subscription: signed in with an active subscription or trial (else → /pricing or
 *   /products/trial-expired).
 */
export type Access = 'public' | 'signed-in' | 'subscription';

/** What the router keeps on each match (read by the layout for document.title). */
export interface RouteHandle {
  title: string;
  access: Access;
}

export interface ScreenModule {
  default: ComponentType;
}

export interface AppRoute {
  /** react-router path pattern, from src/config/paths.ts. */
  path: string;
  access: Access;
  /** document.title while the screen is shown. */
  title: string;
  /** The screen's code-split module: never import a screen statically anywhere else. */
  load: () => Promise<ScreenModule>;
  /** The screen renders antd components: its loader also brings the antd providers. */
  antd: boolean;
}

/**
 * The one route table. It lists every screen that exists, and only those: a path from the spec
 * whose screen is not built yet has no entry, so it shows the 404 page (never a placeholder).
 * Add screens here as they arrive, with the access rule the spec gives them.
 */
export const appRoutes: readonly AppRoute[] = [
  {
    path: paths.home,
    access: 'public',
    title: 'PromptForge – Create, test and deploy AI prompts at scale',
    load: () => import('@/features/marketing/pages/LandingPage'),
    antd: false,
  },
  {
    path: paths.login,
    access: 'public',
    title: 'Sign in – PromptForge',
    load: () => import('@/features/auth/pages/LoginPage'),
    antd: false,
  },
  {
    path: paths.register,
    access: 'public',
    title: 'Create your account – PromptForge',
    load: () => import('@/features/auth/pages/RegisterPage'),
    antd: false,
  },
  {
    path: paths.pricing,
    access: 'public',
    title: 'Pricing – PromptForge',
    load: () => import('@/features/marketing/pages/PricingPage'),
    antd: false,
  },
  {
    path: paths.documentation,
    access: 'public',
    title: 'Documentation – PromptForge',
    load: () => import('@/features/marketing/pages/DocumentationPage'),
    antd: false,
  },
  {
    path: paths.guides,
    access: 'public',
    title: 'Guides – PromptForge',
    load: () => import('@/features/marketing/pages/GuidesPage'),
    antd: false,
  },
  {
    path: paths.features,
    access: 'public',
    title: 'Features – PromptForge',
    load: () => import('@/features/marketing/pages/FeaturesPage'),
    antd: false,
  },
  {
    path: paths.about,
    access: 'public',
    title: 'About – PromptForge',
    load: () => import('@/features/marketing/pages/AboutPage'),
    antd: false,
  },
  {
    path: paths.trust,
    access: 'public',
    title: 'Security and data handling – PromptForge',
    load: () => import('@/features/marketing/pages/TrustPage'),
    antd: false,
  },
  {
    path: paths.contact,
    access: 'public',
    title: 'Contact – PromptForge',
    load: () => import('@/features/marketing/pages/ContactPage'),
    antd: false,
  },
  {
    path: paths.trialExpired,
    access: 'public',
    title: 'Período de teste expirado – PromptForge',
    load: () => import('@/features/marketing/pages/TrialExpiredPage'),
    antd: false,
  },
  {
    path: paths.dashboard,
    access: 'signed-in',
    title: 'Dashboard – PromptForge',
    load: () => import('@/features/dashboard/pages/DashboardPage'),
    antd: true,
  },
  {
    path: paths.promptLab,
    access: 'subscription',
    title: 'Prompt Lab – PromptForge',
    load: () => import('@/features/prompt-lab/pages/PromptLabPage'),
    antd: true,
  },
  {
    path: paths.promptLabCreate,
    access: 'subscription',
    title: 'Create Prompt – PromptForge',
    load: () => import('@/features/prompt-lab/pages/CreatePromptPage'),
    antd: true,
  },
  {
    path: paths.promptLabDetail,
    access: 'subscription',
    title: 'Prompt – PromptForge',
    load: () => import('@/features/prompt-lab/pages/PromptDetailPage'),
    antd: true,
  },
  {
    path: paths.tokenAnalyzer,
    access: 'subscription',
    title: 'Token Analyzer – PromptForge',
    load: () => import('@/features/token-analyzer/pages/TokenAnalyzerPage'),
    antd: true,
  },
  {
    path: paths.promptEngineering,
    access: 'subscription',
    title: 'Prompt Engineering – PromptForge',
    load: () => import('@/features/prompt-engineering/pages/PromptEngineeringPage'),
    antd: true,
  },
  {
    path: paths.rulesBuilder,
    access: 'subscription',
    title: 'Rules Builder – PromptForge',
    load: () => import('@/features/rules-builder/pages/RulesBuilderPage'),
    antd: true,
  },
  {
    path: paths.securityCompliance,
    access: 'subscription',
    title: 'Security & Compliance – PromptForge',
    load: () => import('@/features/security-compliance/pages/SecurityCompliancePage'),
    antd: true,
  },
  {
    path: paths.documentationGenerator,
    access: 'subscription',
    title: 'Documentation Generator – PromptForge',
    load: () => import('@/features/documentation/pages/DocumentationGeneratorPage'),
    antd: true,
  },
  {
    path: paths.playground,
    access: 'subscription',
    title: 'Advanced Prompt Code Playground – PromptForge',
    load: () => import('@/features/playground/pages/PlaygroundPage'),
    antd: true,
  },
  {
    path: paths.settings,
    access: 'signed-in',
    title: 'Settings – PromptForge',
    load: () => import('@/features/settings/pages/SettingsPage'),
    antd: true,
  },
  {
    path: paths.billingUpgrade,
    access: 'signed-in',
    title: 'Upgrade to Pro – PromptForge',
    load: () => import('@/features/billing/pages/UpgradePage'),
    antd: true,
  },
  {
    path: paths.billingManage,
    access: 'signed-in',
    title: 'Manage Subscription – PromptForge',
    load: () => import('@/features/billing/pages/ManagePage'),
    antd: true,
  },
  {
    path: paths.billingSuccess,
    access: 'signed-in',
    title: 'Checkout – PromptForge',
    load: () => import('@/features/billing/pages/SuccessPage'),
    antd: true,
  },
  {
    path: paths.usage,
    access: 'signed-in',
    title: 'Usage – PromptForge',
    load: () => import('@/features/usage/pages/UsagePage'),
    antd: true,
  },
  {
    path: paths.seoAudit,
    access: 'signed-in',
    title: 'SEO Audit – PromptForge',
    load: () => import('@/features/seo-audit/pages/SeoAuditPage'),
    antd: true,
  },
  {
    path: paths.notifications,
    access: 'signed-in',
    title: 'Notifications – PromptForge',
    load: () => import('@/features/notifications/pages/NotificationsPage'),
    antd: true,
  },
];

/**
 * Paths that only forward to a screen: the plan cards and the features page link to /signup (core
 * spec §1, §4), which the route table lacks; sign-up is the register screen.
 */
export const redirectRoutes: readonly { from: string; to: string }[] = [{ from: paths.signup, to: paths.register }];

/** Any other path (spec §2: not-found page titled '404 Page Not Found'). */
export const notFoundRoute: Omit<AppRoute, 'path' | 'access'> = {
  title: '404 Page Not Found',
  load: () => import('./NotFoundPage'),
  antd: false,
};
