import { useEffect, useRef, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { TextSelection } from '@tiptap/pm/state';
import Link from '@tiptap/extension-link';
import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { App, Button, Divider, Dropdown, Form, Input, Modal, Select, Tooltip, Upload } from 'antd';
import {
  BoldOutlined,
  DisconnectOutlined,
  FilePdfOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  TableOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { UploadProps } from 'antd';
import type { MediaEntry, MediaType } from '#contract/media.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { adminLocale } from '#app/admin/i18n.ts';
import { checkImageFile, IMAGE_MAX_MB } from '../ImageUpload';
import { MediaPicker } from '../MediaPicker';
import { useContentLang } from '../ContentLang';
import { mediaName } from '#app/admin/routes/media/api.ts';
import type { RichTextEditorProps } from '../RichTextEditor';

/*
 * Every node and mark renders only tags and attributes that server/lib/sanitize.ts allows, so what
 * the editor writes is what the server stores: no style attributes, no classes, no <colgroup>
 * widths, links with exactly the target/rel the sanitiser would give them.
 */
const SafeLink = Link.extend({
  renderHTML({ HTMLAttributes }) {
    const href = String(HTMLAttributes.href ?? '');
    const external = /^https?:\/\//i.test(href);
    return ['a', external ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href }, 0];
  },
});

const PlainTable = Table.extend({
  renderHTML({ HTMLAttributes }) {
    const { style: _style, ...rest } = HTMLAttributes as Record<string, unknown>;
    return ['table', rest, ['tbody', 0]];
  },
});

const SafeImage = Image.extend({
  renderHTML({ HTMLAttributes }) {
    const attrs: Record<string, unknown> = {};
    for (const k of ['src', 'alt', 'title', 'width', 'height']) {
      if (HTMLAttributes[k] !== null && HTMLAttributes[k] !== undefined) attrs[k] = HTMLAttributes[k];
    }
    return ['img', attrs];
  },
});

const LINK_OK = /^(https?:\/\/\S+|mailto:\S+|tel:[+\d\s()-]+|\/(?!\/)\S*)$/i;

/**
 * The browser serialises void elements as <br> and no-break spaces as &nbsp;; the sanitiser writes
 * <br /> and the character itself. Emitting its spelling keeps saved HTML byte-for-byte unchanged.
 */
export function toSanitizerSpelling(html: string): string {
  return html
    .replace(
      /<(br|hr|img)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g,
      (_m, tag: string, attrs: string) => `<${tag}${attrs} />`,
    )
    .replace(/="([^"<]*)"/g, (_m, v: string) => `="${v.replace(/>/g, '&gt;')}"`)
    .replace(/&nbsp;/g, '\u00a0');
}

function emitted(editor: Editor): string {
  return editor.isEmpty ? '' : toSanitizerSpelling(editor.getHTML());
}

export default function TipTapEditor({
  value,
  onChange,
  id,
  placeholderLabel,
  minHeight = 260,
  disabled,
}: RichTextEditorProps) {
  const i18n = useI18n();
  const { message } = App.useApp();
  const last = useRef<string>(value ?? '');
  // The language of the text (its tab), for the library's alt text and title; else the reader's.
  const lang = useContentLang() ?? adminLocale();
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkForm] = Form.useForm<{ href: string }>();
  // The library picker (issue 33): a picture to insert, or a PDF to link.
  const [picking, setPicking] = useState<MediaType | null>(null);
  // The description of a picture in the text: asked for when it is inserted, editable when it is selected.
  const [altFor, setAltFor] = useState<string | null>(null);
  const [altForm] = Form.useForm<{ alt: string }>();

  const editor = useEditor({
    immediatelyRender: false,
    editable: !disabled,
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, codeBlock: false, link: false, code: false }),
      SafeLink.configure({
        openOnClick: false,
        autolink: true,
        protocols: ['mailto', 'tel'],
        defaultProtocol: 'https',
      }),
      SafeImage.configure({ inline: false, allowBase64: false }),
      PlainTable.configure({ resizable: false }),
      TableRow,
      TableHeader,
      TableCell,
    ],
    content: value ?? '',
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': placeholderLabel ?? i18n.t('editor.label'),
        class: 'admin-rte-content',
        style: `min-height:${minHeight}px`,
      },
    },
    onUpdate: ({ editor: ed }) => {
      const html = emitted(ed);
      last.current = html;
      onChange?.(html);
    },
  });

  // A value from outside (loaded item, form reset) replaces the content; our own echoes do not.
  useEffect(() => {
    if (!editor) return;
    const next = value ?? '';
    if (next !== last.current) {
      last.current = next;
      editor.commands.setContent(next, { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: ed }) =>
      ed
        ? {
            heading: ([2, 3, 4] as const).find((level) => ed.isActive('heading', { level })) ?? 0,
            bold: ed.isActive('bold'),
            italic: ed.isActive('italic'),
            bulletList: ed.isActive('bulletList'),
            orderedList: ed.isActive('orderedList'),
            blockquote: ed.isActive('blockquote'),
            link: ed.isActive('link'),
            image: ed.isActive('image'),
            table: ed.isActive('table'),
            canUndo: ed.can().undo(),
            canRedo: ed.can().redo(),
          }
        : null,
  });

  if (!editor || !state) return <div className="admin-rte" style={{ minHeight: minHeight + 48 }} aria-busy="true" />;

  const chain = () => editor.chain().focus();

  const openLink = () => {
    linkForm.setFieldsValue({ href: (editor.getAttributes('link').href as string | undefined) ?? '' });
    setLinkOpen(true);
  };
  const applyLink = async () => {
    const { href } = await linkForm.validateFields();
    const url = href.trim();
    if (!url) chain().extendMarkRange('link').unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive('link')) {
      chain()
        .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
        .run();
    } else chain().extendMarkRange('link').setLink({ href: url }).run();
    setLinkOpen(false);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem =
      picking === 'pdf'
        ? file.type !== 'application/pdf'
          ? 'upload.wrongType'
          : file.size > IMAGE_MAX_MB * 1024 * 1024
            ? 'upload.tooLarge'
            : null
        : checkImageFile(file);
    if (problem) {
      message.error(i18n.t(problem, { name: file.name, max: IMAGE_MAX_MB }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  /** A picture from the library or a new upload: inserted with the library's alt text in the text's language. */
  const insertImage = (src: string, entry?: MediaEntry) => {
    const alt = entry?.texts[lang]?.alt?.trim() ?? '';
    if (alt) {
      chain().setImage({ src, alt }).run();
      return;
    }
    // Without a description (a new upload, or none in this language) the editor asks for one at
    // once: its dialog takes the focus, and gives it back to the text when it closes.
    editor.chain().setImage({ src, alt }).run();
    openAlt(src);
  };

  /**
   * A PDF from the library or a new upload: the selected text links to it, else its title does.
   * Either way the writer goes on after the link, in plain text: the linked words are not left
   * selected (the next key would replace them).
   */
  const insertDocument = (href: string, picked: { entry?: MediaEntry; fileName?: string }) => {
    const linked = editor.state.selection.empty
      ? chain().insertContent({
          type: 'text',
          text: picked.entry ? mediaName(picked.entry, lang) : (picked.fileName ?? href).replace(/\.pdf$/i, '') || href,
          marks: [{ type: 'link', attrs: { href } }],
        })
      : chain().extendMarkRange('link').setLink({ href });
    linked
      .command(({ tr }) => {
        tr.setSelection(TextSelection.create(tr.doc, tr.selection.to));
        return true;
      })
      .unsetMark('link')
      .run();
  };

  /** Asks for the description of the picture `src` (the selected one when not given). */
  function openAlt(src?: string) {
    const attrs = editor!.getAttributes('image');
    altForm.setFieldsValue({ alt: src ? '' : ((attrs.alt as string | undefined) ?? '') });
    setAltFor(src ?? (attrs.src as string));
  }
  const applyAlt = async () => {
    const { alt } = await altForm.validateFields();
    const { state, view } = editor;
    const tr = state.tr;
    state.doc.descendants((node, pos) => {
      if (node.type.name === 'image' && node.attrs.src === altFor)
        tr.setNodeMarkup(pos, undefined, { ...node.attrs, alt: (alt ?? '').trim() });
    });
    view.dispatch(tr);
    setAltFor(null);
  };

  const btn = (
    key: string,
    label: string,
    icon: React.ReactNode,
    active: boolean,
    onClick: () => void,
    disabledBtn = false,
  ) => (
    <Tooltip title={label} key={key}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled || disabledBtn}
        onClick={onClick}
      />
    </Tooltip>
  );

  const headingLabel = (n: number) => (n ? i18n.t('editor.heading', { n }) : i18n.t('editor.paragraph'));

  return (
    <div className={`admin-rte${disabled ? ' is-disabled' : ''}`}>
      <div className="admin-rte-toolbar" role="toolbar" aria-label={i18n.t('editor.toolbar')}>
        <Select
          size="small"
          value={state.heading}
          style={{ width: 130 }}
          aria-label={i18n.t('editor.paragraph')}
          disabled={disabled}
          onChange={(level: number) =>
            level
              ? chain()
                  .setHeading({ level: level as 2 | 3 | 4 })
                  .run()
              : chain().setParagraph().run()
          }
          options={[0, 2, 3, 4].map((n) => ({ value: n, label: headingLabel(n) }))}
        />
        <Divider orientation="vertical" />
        {btn('bold', i18n.t('editor.bold'), <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
        {btn('italic', i18n.t('editor.italic'), <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
        <Divider orientation="vertical" />
        {btn('ul', i18n.t('editor.bulletList'), <UnorderedListOutlined />, state.bulletList, () =>
          chain().toggleBulletList().run(),
        )}
        {btn('ol', i18n.t('editor.orderedList'), <OrderedListOutlined />, state.orderedList, () =>
          chain().toggleOrderedList().run(),
        )}
        {btn(
          'quote',
          i18n.t('editor.blockquote'),
          <span aria-hidden="true" style={{ fontSize: 18, lineHeight: 1, fontFamily: 'Georgia, serif' }}>
            “
          </span>,
          state.blockquote,
          () => chain().toggleBlockquote().run(),
        )}
        <Divider orientation="vertical" />
        {btn('link', i18n.t('editor.link'), <LinkOutlined />, state.link, openLink)}
        {btn(
          'unlink',
          i18n.t('editor.unlink'),
          <DisconnectOutlined />,
          false,
          () => chain().extendMarkRange('link').unsetLink().run(),
          !state.link,
        )}
        {state.table ? (
          <Dropdown
            menu={{
              items: [
                { key: 'row', label: i18n.t('editor.addRow'), onClick: () => chain().addRowAfter().run() },
                { key: 'col', label: i18n.t('editor.addColumn'), onClick: () => chain().addColumnAfter().run() },
                { key: 'drow', label: i18n.t('editor.deleteRow'), onClick: () => chain().deleteRow().run() },
                { key: 'dcol', label: i18n.t('editor.deleteColumn'), onClick: () => chain().deleteColumn().run() },
                { type: 'divider' },
                {
                  key: 'dtable',
                  danger: true,
                  label: i18n.t('editor.deleteTable'),
                  onClick: () => chain().deleteTable().run(),
                },
              ],
            }}
          >
            <Button
              type="primary"
              ghost
              size="small"
              icon={<TableOutlined />}
              aria-label={i18n.t('editor.table')}
              disabled={disabled}
            />
          </Dropdown>
        ) : (
          btn('table', i18n.t('editor.table'), <TableOutlined />, false, () =>
            chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
          )
        )}
        {btn('image', i18n.t('editor.image'), <PictureOutlined />, false, () => setPicking('image'))}
        {btn('document', i18n.t('editor.document'), <FilePdfOutlined />, false, () => setPicking('pdf'))}
        {state.image ? (
          <Button size="small" onClick={() => openAlt()} disabled={disabled} data-testid="rte-image-alt">
            {i18n.t('editor.imageAlt')}
          </Button>
        ) : null}
        <Divider orientation="vertical" />
        {btn('undo', i18n.t('editor.undo'), <UndoOutlined />, false, () => chain().undo().run(), !state.canUndo)}
        {btn('redo', i18n.t('editor.redo'), <RedoOutlined />, false, () => chain().redo().run(), !state.canRedo)}
      </div>
      <EditorContent editor={editor} />
      <MediaPicker
        open={picking !== null}
        type={picking ?? 'image'}
        onClose={() => setPicking(null)}
        beforeUpload={beforeUpload}
        // The file goes in where the cursor was, and the focus stays in the text (chain() focuses it).
        keepFocusAfterPick
        onPick={(url, picked) => {
          if (picking === 'pdf') insertDocument(url, picked);
          else insertImage(url, picked.entry);
        }}
      />
      <Modal
        open={linkOpen}
        title={i18n.t('editor.link')}
        onOk={() => void applyLink()}
        onCancel={() => setLinkOpen(false)}
        destroyOnHidden
        okText={i18n.t('action.save')}
        cancelText={i18n.t('action.cancel')}
      >
        <Form form={linkForm} layout="vertical" onFinish={() => void applyLink()}>
          <Form.Item
            name="href"
            label={i18n.t('editor.linkPrompt')}
            rules={[
              {
                validator: (_r, v: string) =>
                  !v || LINK_OK.test(v.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(i18n.t('editor.linkInvalid'))),
              },
            ]}
          >
            <Input autoFocus placeholder="https://" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={altFor !== null}
        title={i18n.t('editor.imageAlt')}
        onOk={() => void applyAlt()}
        onCancel={() => setAltFor(null)}
        destroyOnHidden
        // Back to the text (the picture stays selected), also when the picker opened this dialog.
        focusTriggerAfterClose={false}
        afterClose={() => editor.commands.focus()}
        okText={i18n.t('action.save')}
        cancelText={i18n.t('action.cancel')}
      >
        <Form form={altForm} layout="vertical" onFinish={() => void applyAlt()}>
          <Form.Item
            name="alt"
            label={i18n.t('editor.imageAltPrompt')}
            extra={i18n.t('editor.imageAltHint')}
            rules={[{ max: 300 }]}
          >
            <Input autoFocus maxLength={300} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
