import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  FolderOpenOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from "@ant-design/icons";
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Button, Divider, Input, Modal, Space, Tooltip } from "antd";
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { uploadImage } from "../http.ts";
import { MediaPicker } from "./media-picker.tsx";
import { TABLE_EXTENSIONS } from "./rich-text-table.ts";

interface Props {
  value?: string;
  onChange?(html: string): void;
  id?: string;
  placeholder?: string;
  "aria-label"?: string;
}

const EMPTY = "<p></p>";

/**
 * TipTap editor for one language's article body. It edits HTML; the server sanitises what is
 * saved (allow-list), so this only offers what that list keeps: headings, lists, links, images,
 * and keeps the tables an article brings (rich-text-table.ts).
 * Loaded lazily: only the article form needs it.
 */
export default function RichTextEditor({ value, onChange, id, ...rest }: Props) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState("");
  const [libraryOpen, setLibraryOpen] = useState(false);
  const fileInputId = useId();
  // TipTap keeps the first onUpdate it was given: it calls the latest onChange through this ref.
  const changeRef = useRef(onChange);
  useLayoutEffect(() => {
    changeRef.current = onChange;
  });

  const editor = useEditor({
    immediatelyRender: true,
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } }), Image.configure({ allowBase64: false }), ...TABLE_EXTENSIONS],
    content: value || "",
    editorProps: { attributes: { class: "admin-richtext__content", "aria-label": rest["aria-label"] ?? "", role: "textbox", "aria-multiline": "true" } },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      changeRef.current?.(html === EMPTY ? "" : html);
    },
  });

  // The form changed the value (loaded record, reset): show it without losing the cursor otherwise.
  useEffect(() => {
    // TipTap destroys an editor whose component has not mounted within a millisecond of its render and makes
    // a new one; a slow concurrent render can leave this effect holding the destroyed one until the next render.
    if (!editor || editor.isDestroyed) return;
    const current = editor.getHTML();
    const next = value || "";
    // Loaded content is not an edit: keep it out of the undo history.
    if (next !== current && !(next === "" && current === EMPTY)) editor.chain().setMeta("addToHistory", false).setContent(next, { emitUpdate: false }).run();
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      strike: e.isActive("strike"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const tool = (key: string, icon: ReactNode, active: boolean, run: () => void, disabled = false) => (
    <Tooltip title={t(`richtext.${key}`)} key={key}>
      <Button
        size="small"
        type={active ? "primary" : "text"}
        icon={icon}
        aria-label={t(`richtext.${key}`)}
        aria-pressed={active}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const chain = () => editor.chain().focus();

  return (
    <div className="admin-richtext" id={id}>
      <div className="admin-richtext__toolbar" role="toolbar" aria-label={t("richtext.toolbar")}>
        <Space size={2} wrap>
          {tool("bold", <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
          {tool("italic", <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
          {tool("underline", <UnderlineOutlined />, state.underline, () => chain().toggleUnderline().run())}
          {tool("strike", <StrikethroughOutlined />, state.strike, () => chain().toggleStrike().run())}
          <Divider orientation="vertical" />
          {tool("h2", <span className="admin-richtext__h">H2</span>, state.h2, () => chain().toggleHeading({ level: 2 }).run())}
          {tool("h3", <span className="admin-richtext__h">H3</span>, state.h3, () => chain().toggleHeading({ level: 3 }).run())}
          {tool("bulletList", <UnorderedListOutlined />, state.bullet, () => chain().toggleBulletList().run())}
          {tool("orderedList", <OrderedListOutlined />, state.ordered, () => chain().toggleOrderedList().run())}
          <Divider orientation="vertical" />
          {tool("link", <LinkOutlined />, state.link, () => {
            setLinkUrl((editor.getAttributes("link").href as string | undefined) ?? "https://");
            setLinkOpen(true);
          })}
          {tool("image", <PictureOutlined />, false, () => document.getElementById(fileInputId)?.click())}
          {tool("library", <FolderOpenOutlined />, false, () => setLibraryOpen(true))}
          <Divider orientation="vertical" />
          {tool("undo", <UndoOutlined />, false, () => chain().undo().run(), !state.canUndo)}
          {tool("redo", <RedoOutlined />, false, () => chain().redo().run(), !state.canRedo)}
        </Space>
      </div>
      <EditorContent editor={editor} />
      <input
        id={fileInputId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        hidden
        style={{ display: "none" }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          void uploadImage(file).then((image) => chain().setImage({ src: image.url, alt: "" }).run());
        }}
      />
      <MediaPicker open={libraryOpen} onClose={() => setLibraryOpen(false)} onPick={(image) => chain().setImage({ src: image.url, alt: "" }).run()} />
      <Modal
        open={linkOpen}
        title={t("richtext.link")}
        okText={t("actions.apply")}
        cancelText={t("actions.cancel")}
        onCancel={() => setLinkOpen(false)}
        onOk={() => {
          const href = linkUrl.trim();
          if (!href) chain().extendMarkRange("link").unsetLink().run();
          else chain().extendMarkRange("link").setLink({ href }).run();
          setLinkOpen(false);
        }}
        destroyOnHidden
      >
        <Input value={linkUrl} onChange={(event) => setLinkUrl(event.target.value)} placeholder="https://… or /products" aria-label={t("richtext.linkUrl")} />
        <p className="admin-hint">{t("richtext.linkHint")}</p>
      </Modal>
    </div>
  );
}
