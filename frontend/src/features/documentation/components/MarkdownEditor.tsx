import { markdown } from '@codemirror/lang-markdown';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useTheme } from '@/app/theme/theme-context';

const extensions = [markdown(), EditorView.lineWrapping, EditorView.contentAttributes.of({ 'aria-label': 'Document content' })];

/** The markdown editor (CodeMirror with markdown highlighting, in the app's theme); loaded lazily with the Edit & Export tab. */
export default function MarkdownEditor({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { theme } = useTheme();
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      theme={theme === 'dark' ? 'dark' : 'light'}
      height="520px"
      basicSetup={{ foldGutter: false, highlightActiveLine: true }}
    />
  );
}
