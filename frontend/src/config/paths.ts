/**
 * Every path the two spec documents name (core spec §2, tool-screens spec §2), as constants for
 * links. A path here is NOT a route: src/app/routes.ts only lists screens that exist, and a link to
 * a screen that is not built yet shows the 404 page.
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  /** Linked from plan cards and the features page; absent from the spec's route table. */
  signup: '/signup',
  pricing: '/pricing',
  documentation: '/documentation',
  about: '/about',
  contact: '/contact',
  guides: '/guides',
  features: '/features',
  /** Core spec §2 'Trust and authority page' (its route is not shown there; issue 19 puts it here). */
  trust: '/trust',
  trialExpired: '/products/trial-expired',
  dashboard: '/dashboard',
  promptLab: '/prompt-lab',
  promptLabCreate: '/prompt-lab/create',
  promptLabDetail: '/prompt-lab/:id',
  tokenAnalyzer: '/products/token-analyzer',
  playground: '/products/AdvancedPlayground',
  promptEngineering: '/products/prompt-engineering',
  rulesBuilder: '/products/rules-builder',
  documentationGenerator: '/products/documentation-generator',
  securityCompliance: '/products/security-compliance',
  billingUpgrade: '/billing/upgrade',
  billingManage: '/billing/manage',
  billingSuccess: '/billing/success',
  settings: '/settings',
  notifications: '/notifications',
  /** Not in the spec: the analytics the Pro card promises (issue 12). */
  usage: '/usage',
  seoAudit: '/seo-audit',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
