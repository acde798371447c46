import { markdown } from '@codemirror/lang-markdown';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';

const extensions = [markdown(), EditorView.lineWrapping, EditorView.contentAttributes.of({ 'aria-label': 'Document content' })];

/** The markdown editor (CodeMirror with markdown highlighting); loaded lazily with the Edit & Export tab. */
export default function MarkdownEditor({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return <CodeMirror value={value} onChange={onChange} extensions={extensions} height="520px" basicSetup={{ foldGutter: false, highlightActiveLine: true }} />;
}
