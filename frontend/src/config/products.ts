import type { ComponentType } from 'react';
import { BulbOutlined, CalculatorOutlined, CodeOutlined, ExperimentOutlined, FileTextOutlined, OrderedListOutlined } from '@/components/icons';
import { paths } from './paths';

export interface Product {
  name: string;
  path: string;
  /** One line, shown in the header's Products menu. */
  summary: string;
  /** A longer line for the landing page's tool cards. */
  description: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}

/** Core spec §2, header Products menu: the six tools, in this order. */
export const products: readonly Product[] = [
  {
    name: 'Prompt Lab',
    path: paths.promptLab,
    summary: 'Write, version and optimise your prompts.',
    description: 'A versioned library of your prompts with AI-assisted analysis, variations and context checks.',
    icon: ExperimentOutlined,
  },
  {
    name: 'Token Analyzer',
    path: paths.tokenAnalyzer,
    summary: 'Count tokens and estimate cost per model.',
    description: 'See token counts and cost for every model before you ship, with tips to trim the bill.',
    icon: CalculatorOutlined,
  },
  {
    name: 'Advanced Prompt Code Playground',
    path: paths.playground,
    summary: 'Run one prompt on many models side by side.',
    description: 'Compare output, latency, tokens and cost across models, with variables and CSV batch runs.',
    icon: CodeOutlined,
  },
  {
    name: 'Prompt Engineering',
    path: paths.promptEngineering,
    summary: 'Get improvements for a target model and goal.',
    description: 'An assistant that rewrites your prompt for the model and the goal you pick.',
    icon: BulbOutlined,
  },
  {
    name: 'Rules Builder',
    path: paths.rulesBuilder,
    summary: 'Create rule files for AI coding editors.',
    description: 'Build, export and manage rule files for AI coding editors from 12 built-in templates.',
    icon: OrderedListOutlined,
  },
  {
    name: 'Automatic Documentation Generator',
    path: paths.documentationGenerator,
    summary: 'Generate specs, architecture and API docs.',
    description: 'Produce requirements, architecture, specs and API docs in markdown, then edit and export them.',
    icon: FileTextOutlined,
  },
];
