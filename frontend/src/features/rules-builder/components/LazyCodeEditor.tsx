import { Input } from 'antd';
import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './CodeEditor';

const CodeEditor = lazy(() => import('./CodeEditor'));

/** The code editor, fetched with the first dialog that needs it; a plain text area stands in while it loads. */
export function LazyCodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<Input.TextArea aria-label={props.label} value={props.value} onChange={(e) => props.onChange(e.target.value)} rows={12} />}>
      <CodeEditor {...props} />
    </Suspense>
  );
}
