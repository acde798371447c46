import { paths } from '@/config/paths';

/** The dashboard's six tool cards (core spec §2): the button label of each, in order, with its route. */
export const DASHBOARD_TOOL_ACTIONS: Readonly<Record<string, string>> = {
  [paths.promptLab]: 'Open Prompt Lab',
  [paths.tokenAnalyzer]: 'Analyze Tokens',
  [paths.playground]: 'Open Playground',
  [paths.promptEngineering]: 'Start Engineering',
  [paths.rulesBuilder]: 'Build Rules',
  [paths.documentationGenerator]: 'Generate Docs',
};
