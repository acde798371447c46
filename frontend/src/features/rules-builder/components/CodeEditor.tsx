import { markdown } from '@codemirror/lang-markdown';
import { EditorView } from '@codemirror/view';
import CodeMirror from '@uiw/react-codemirror';
import { useMemo } from 'react';
import { useTheme } from '@/app/theme/theme-context';

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  minHeight?: string;
}

/** The rule content editor: CodeMirror 6 with markdown highlighting (loaded only with the rules dialogs). */
export default function CodeEditor({ value, onChange, label, placeholder, minHeight = '280px' }: CodeEditorProps) {
  const { theme } = useTheme();
  const extensions = useMemo(() => [markdown(), EditorView.lineWrapping, EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true' })], [label]);
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      theme={theme}
      placeholder={placeholder}
      minHeight={minHeight}
      maxHeight="480px"
      basicSetup={{ foldGutter: false, highlightActiveLine: false, autocompletion: false }}
      data-testid="rule-code-editor"
    />
  );
}
