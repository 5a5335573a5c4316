import type { ContentPicture } from '@shop/contracts';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '~/components/class-names.ts';
import { useT } from '~/i18n/use-t.ts';
import richText from '../../ui/rich-text.module.css';
import type { RichTextFieldProps } from './rich-text-field.tsx';
import styles from './rich-text.module.css';

/** What the shop's sanitiser keeps (pages/sanitize-page-html.ts): no code blocks, headings h2 and h3. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    link: false,
  }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: 'https',
    protocols: ['http', 'https', 'mailto', 'tel'],
  }),
  Image.configure({ inline: false }),
];

const icon = (path: string) => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    focusable="false"
  >
    <path d={path} />
  </svg>
);
const LINK_ICON = icon(
  'M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1',
);
const PICTURE_ICON = icon('M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 8.5h.01');

interface Tool {
  key: string;
  label: string;
  text: ReactNode;
  shortcut?: string;
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
}

function useActive(editor: Editor | null) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });
}

/**
 * The Tiptap editor (docs/adr/0059-content-news-pages.md): a toolbar with bold, italic, headings, lists,
 * link, picture upload, undo and redo (each with its label and shortcut), the editable area, and the HTML
 * in a hidden field named like the textarea it replaces.
 */
export default function TiptapEditor({
  id,
  name,
  labelId,
  defaultValue,
  invalid,
  describedBy,
  uploadUrl,
  testId,
  onChange,
}: RichTextFieldProps) {
  const t = useT();
  const [html, setHtml] = useState(defaultValue);
  const [status, setStatus] = useState('');
  const [uploading, setUploading] = useState(false);
  const [fileInput, setFileInput] = useState<HTMLInputElement | null>(null);
  const editor = useEditor({
    extensions,
    content: defaultValue,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(testId ? { 'data-testid': testId } : {}),
        class: cx(styles.content, richText.richText),
      },
    },
    onUpdate: ({ editor: current }) => {
      const next = current.isEmpty ? '' : current.getHTML();
      setHtml(next);
      onChange?.(next);
    },
  });
  const active = useActive(editor);

  const promptLink = () => {
    if (!editor) return;
    const current = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(t('adminContent.editor.linkPrompt'), current || 'https://');
    if (href === null) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href.trim() === '' || href.trim() === 'https://') chain.unsetLink().run();
    else chain.setLink({ href: href.trim() }).run();
  };

  const upload = async (file: File) => {
    if (!editor) return;
    setUploading(true);
    setStatus(t('adminContent.editor.uploading'));
    try {
      const body = new FormData();
      body.append('file', file, file.name);
      const response = await fetch(uploadUrl, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
      });
      const answer = (await response.json().catch(() => null)) as
        (ContentPicture & { message?: string }) | null;
      if (!response.ok || !answer?.url) {
        setStatus(answer?.message ?? t('adminContent.editor.uploadFailed'));
        return;
      }
      editor.chain().focus().setImage({ src: answer.url, alt: '' }).run();
      setStatus('');
    } catch {
      setStatus(t('adminContent.editor.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  const chain = () => editor?.chain().focus();
  const tools: Array<Tool | 'separator'> = [
    {
      key: 'bold',
      label: t('adminContent.editor.bold'),
      text: <b>B</b>,
      shortcut: 'Control+B',
      pressed: active?.bold,
      run: () => chain()?.toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('adminContent.editor.italic'),
      text: <i>I</i>,
      shortcut: 'Control+I',
      pressed: active?.italic,
      run: () => chain()?.toggleItalic().run(),
    },
    'separator',
    {
      key: 'h2',
      label: t('adminContent.editor.heading2'),
      text: 'H2',
      shortcut: 'Control+Alt+2',
      pressed: active?.h2,
      run: () => chain()?.toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: t('adminContent.editor.heading3'),
      text: 'H3',
      shortcut: 'Control+Alt+3',
      pressed: active?.h3,
      run: () => chain()?.toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullet',
      label: t('adminContent.editor.bulletList'),
      text: '•',
      shortcut: 'Control+Shift+8',
      pressed: active?.bullet,
      run: () => chain()?.toggleBulletList().run(),
    },
    {
      key: 'ordered',
      label: t('adminContent.editor.orderedList'),
      text: '1.',
      shortcut: 'Control+Shift+7',
      pressed: active?.ordered,
      run: () => chain()?.toggleOrderedList().run(),
    },
    'separator',
    {
      key: 'link',
      label: t('adminContent.editor.link'),
      text: LINK_ICON,
      shortcut: 'Control+K',
      pressed: active?.link,
      run: promptLink,
    },
    {
      key: 'picture',
      label: t('adminContent.editor.picture'),
      text: PICTURE_ICON,
      disabled: uploading,
      run: () => fileInput?.click(),
    },
    'separator',
    {
      key: 'undo',
      label: t('adminContent.editor.undo'),
      text: '↶',
      shortcut: 'Control+Z',
      disabled: !active?.canUndo,
      run: () => chain()?.undo().run(),
    },
    {
      key: 'redo',
      label: t('adminContent.editor.redo'),
      text: '↷',
      shortcut: 'Control+Shift+Z',
      disabled: !active?.canRedo,
      run: () => chain()?.redo().run(),
    },
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      promptLink();
    }
  };

  return (
    <div className={cx(styles.editor, invalid && styles.invalid)} onKeyDown={onKeyDown}>
      <div
        role="toolbar"
        aria-label={t('adminContent.editor.toolbar')}
        aria-controls={id}
        className={styles.toolbar}
      >
        {tools.map((tool, index) =>
          tool === 'separator' ? (
            <span key={`separator-${index}`} className={styles.separator} aria-hidden="true" />
          ) : (
            <button
              key={tool.key}
              type="button"
              className={styles.tool}
              aria-label={tool.label}
              title={tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label}
              aria-keyshortcuts={tool.shortcut}
              aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
              disabled={tool.disabled}
              // A pointer press keeps the focus and selection in the text, so what is typed next goes on in the
              // text at once (the editor would otherwise take the focus back a frame later, after the button had
              // swallowed the first keys). The keyboard still reaches every tool by Tab.
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.run}
              data-testid={`rich-text-${tool.key}`}
            >
              <span aria-hidden="true">{tool.text}</span>
            </button>
          ),
        )}
        <input
          ref={setFileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className={styles.fileInput}
          tabIndex={-1}
          aria-label={t('adminContent.editor.picture')}
          data-testid="rich-text-picture-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </div>
      {status && (
        <p className={styles.status} role="status">
          {status}
        </p>
      )}
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
