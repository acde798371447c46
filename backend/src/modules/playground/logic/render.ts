/** `{{name}}`, spaces inside the braces allowed (tool spec §9: double curly braces around the name). */
const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

export interface Rendered {
  text: string;
  /** Placeholders with no variable, each once, in order of appearance; they stay in the text as written. */
  unresolved: string[];
}

/** Blank keys are ignored and keys are trimmed (spec §5: variables with a blank key are ignored). */
export function cleanVariables(variables: Record<string, unknown> | undefined): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(variables ?? {})) {
    const name = key.trim();
    if (name) {
      clean[name] = value === null || value === undefined ? '' : String(value);
    }
  }
  return clean;
}

/** Fills `{{name}}` placeholders; an unknown one stays as written and is reported. */
export function renderTemplate(template: string, variables: Record<string, string>): Rendered {
  const unresolved: string[] = [];
  const text = template.replace(PLACEHOLDER, (whole, name: string) => {
    if (Object.prototype.hasOwnProperty.call(variables, name)) {
      return variables[name];
    }
    if (!unresolved.includes(name)) {
      unresolved.push(name);
    }
    return whole;
  });
  return { text, unresolved };
}
