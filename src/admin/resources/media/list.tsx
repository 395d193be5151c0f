import { trashIdsOf, useDeletedNotice, type DeleteAnswer } from "../../generic/trashed-notice.tsx";
import { DeleteOutlined, EditOutlined, HistoryOutlined, InboxOutlined, SwapOutlined } from "@ant-design/icons";
import { App, Button, Checkbox, Drawer, Form, Image, Input, List, Popconfirm, Skeleton, Space, Tabs, Tag, Tooltip, Typography, Upload } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { ListPageHead } from "../../generic/list-page-head.tsx";
import { dateColumn } from "../../generic/columns.tsx";
import { ListTable, ListToolbar } from "../../generic/list-frame.tsx";
import { useServerList } from "../../generic/server-list.tsx";
import { useRemote } from "../../generic/use-remote.ts";
import { http, uploadWithProgress, type ItemResponse } from "../../http.ts";
import { useOnTabReturn } from "../../layout/tabs.tsx";
import { LANGS } from "../types.ts";
import { RESOURCES, TRASH_DAYS } from "#domain/resources.ts";
import { formatBytes } from "#domain/documents.ts";
import { MEDIA_API, thumbnailOf, type MediaDetail, type MediaListItem } from "./index.ts";
import { ListSearch } from "../../generic/list-search.tsx";
import { useFieldLabels } from "../../generic/field-label.ts";
import { RESOURCE_TEXTS, resourceOfApi } from "#domain/field-labels.ts";
import { formatWhen } from "../../generic/format-when.ts";

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";
const ALT_MAX = 250;
const FILTERS = ["missing_alt"] as const;

const ProductDocuments = lazy(() => import("../documents/list.tsx"));

const TABS = ["images", "documents"] as const;
type TabKey = (typeof TABS)[number];

/**
 * The URL on moving from one tab to the other. Both lists keep their page, search, sort and filters in the URL under
 * the same names (useListParams): the tab shown owns them, while the other tab's wait under its prefix
 * (`documents.q=manual`) and come back when it is shown again. So each tab keeps its own, through a reload too.
 */
function switchTab(search: URLSearchParams, from: TabKey, to: TabKey): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of search) {
    const owner = TABS.find((tab) => key.startsWith(`${tab}.`));
    if (key === "tab") continue;
    if (owner === to) next.append(key.slice(to.length + 1), value);
    else if (owner) next.append(key, value);
    else next.append(`${from}.${key}`, value);
  }
  if (to !== TABS[0]) next.set("tab", to);
  return next;
}

/**
 * The media library: its images, and the product documents (PDF) beside them, each on a tab (kept in the URL). Only the
 * tab shown is rendered, in the same render as the URL that shows it: a hidden list would read, and move, the other
 * tab's page.
 */
export default function MediaList() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = TABS.find((key) => key === search.get("tab")) ?? TABS[0];
  return (
    <Tabs
      className="media-library-tabs"
      activeKey={tab}
      onChange={(key) => setSearch((previous) => switchTab(previous, tab, key as TabKey))}
      items={[
        { key: "images", label: t("resources.media.tabs.images"), children: tab === "images" ? <ImageLibrary /> : null },
        {
          key: "documents",
          label: t("resources.media.tabs.documents"),
          children:
            tab === "documents" ? (
              <Suspense fallback={<Skeleton active />}>
                <ProductDocuments />
              </Suspense>
            ) : null,
        },
      ]}
    />
  );
}

/** Every uploaded image with its size, dimensions and uses; upload by drag and drop, alt texts, replace, delete. */
function ImageLibrary() {
  const { t, i18n } = useTranslation();
  const list = useServerList<MediaListItem>(MEDIA_API, { filterNames: FILTERS, sortable: RESOURCES.media.sortColumns, perPage: 24 });
  const { params, update, remote, pagination, sortable } = list;
  const [openId, setOpenId] = useState<number | null>(null);
  useOnTabReturn(remote.reload);
  const f = (name: string) => t(`resources.media.fields.${name}`);

  const notifyDeleted = useDeletedNotice();
  const remove = async (image: MediaListItem) => {
    try {
      const answer = await http.delete<DeleteAnswer>(`${MEDIA_API}/_delete`, { ids: [image.id] });
      notifyDeleted({ trashIds: trashIdsOf(answer), name: image.original_name, count: 1, onRestored: remote.reload });
      remote.reload();
    } catch {
      // The refusal (409: where it is used) is shown by the HTTP client's notification.
    }
  };

  return (
    <div className="admin-list" data-screen="media">
      <ListPageHead title={t("resources.media.name")} total={pagination?.total} />
      <Typography.Paragraph type="secondary">{t("resources.media.intro")}</Typography.Paragraph>
      <Upload.Dragger
        name="file"
        multiple
        accept={ACCEPT}
        aria-label={t("resources.media.drop")}
        customRequest={({ file, onProgress, onSuccess, onError }) => {
          uploadWithProgress(MEDIA_API, file as File, (percent) => onProgress?.({ percent }))
            .then((image) => onSuccess?.(image))
            .catch((error: Error) => onError?.(error));
        }}
        onChange={({ file }) => {
          if (file.status === "done") remote.reload();
        }}
        className="admin-media-drop"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{t("resources.media.drop")}</p>
        <p className="admin-hint">{t("resources.media.dropHint")}</p>
      </Upload.Dragger>
      <ListToolbar onReload={remote.reload} size="middle">
        <ListSearch initial={params.q} placeholder={t("resources.media.searchPlaceholder")} onSearch={(value) => update({ q: value })} />
        <Checkbox checked={params.filters.missing_alt === "1"} onChange={(event) => update({ filters: { missing_alt: event.target.checked ? "1" : null } })}>
          {t("resources.media.onlyMissingAlt")}
        </Checkbox>
      </ListToolbar>
      <ListTable<MediaListItem>
        list={list}
        scrollX={900}
        columns={[
          {
            key: "thumb",
            title: f("thumbnail"),
            width: 96,
            render: (_, row) => (
              <Image src={thumbnailOf(row)} alt={row.en_alt} width={72} height={72} style={{ objectFit: "cover" }} preview={{ src: row.url }} />
            ),
          },
          {
            key: "original_name",
            title: f("original_name"),
            ...sortable("original_name"),
            render: (_, row) => (
              <div className="admin-cell-stack">
                <Typography.Text strong>{row.original_name}</Typography.Text>
                {row.en_alt ? (
                  <span className="admin-cell-sub">{row.en_alt}</span>
                ) : (
                  <span>
                    <Tag color="orange">{t("resources.media.missingAlt")}</Tag>
                  </span>
                )}
              </div>
            ),
          },
          { key: "width", title: f("dimensions"), width: 130, ...sortable("width"), render: (_, row) => `${row.width} × ${row.height}` },
          { key: "bytes", title: f("bytes"), width: 100, ...sortable("bytes"), render: (_, row) => formatBytes(row.bytes, i18n.language) },
          {
            key: "usage_count",
            title: f("usage_count"),
            width: 120,
            render: (_, row) =>
              row.usage_count ? (
                <Button type="link" onClick={() => setOpenId(row.id)} aria-label={t("resources.media.showUsages", { name: row.original_name })}>
                  {t("resources.media.usedTimes", { count: row.usage_count })}
                </Button>
              ) : (
                <Typography.Text type="secondary">{t("resources.media.unused")}</Typography.Text>
              ),
          },
          dateColumn<MediaListItem>("created_at", f("created_at"), { width: 150, extra: sortable("created_at") }),
          {
            key: "actions",
            title: t("list.actions"),
            width: 120,
            fixed: "right",
            render: (_, row) => (
              <Space>
                <Tooltip title={t("actions.edit")}>
                  <Button icon={<EditOutlined />} onClick={() => setOpenId(row.id)} aria-label={t("resources.media.editImage", { name: row.original_name })} />
                </Tooltip>
                <Popconfirm
                  title={t("resources.media.confirmDelete", { name: row.original_name })}
                  description={t("confirm.toTrash", { days: TRASH_DAYS })}
                  okText={t("actions.delete")}
                  cancelText={t("actions.cancel")}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(row)}
                >
                  <Button danger icon={<DeleteOutlined />} aria-label={t("resources.media.deleteImage", { name: row.original_name })} />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {openId !== null && (
        <MediaDrawer
          id={openId}
          onChanged={remote.reload}
          onClose={() => {
            setOpenId(null);
            remote.reload();
          }}
        />
      )}
    </div>
  );
}

/**
 * The usages of one record together: a product using the image as its main image and in its gallery is one line, and
 * its pending changes another.
 */
function byRecord(usages: MediaDetail["usages"]) {
  const records = new Map<string, MediaDetail["usages"][number] & { fields: string[] }>();
  for (const usage of usages) {
    const key = `${usage.resource}/${usage.record_id}${usage.pending ? "/pending" : ""}`;
    const known = records.get(key);
    if (known) known.fields.push(usage.field);
    else records.set(key, { ...usage, fields: [usage.field] });
  }
  return [...records.values()];
}

/**
 * One image: its preview (a click sets the focal point crops keep in view), where it is used (with links), its alt
 * texts in the three languages, replace (after a confirmation naming where it is used) and its earlier files to
 * restore (decision 092). Every change also reloads the list behind (`onChanged`).
 */
function MediaDrawer({ id, onClose, onChanged }: { id: number; onClose(): void; onChanged(): void }) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [replacing, setReplacing] = useState<number | null>(null);
  const remote = useRemote((signal) => http.get<ItemResponse<MediaDetail>>(`${MEDIA_API}/${id}`, undefined, { signal }), [id]);
  const image = remote.data?.data;
  const labelOf = useFieldLabels();
  /** "Produit", as the admin's texts name one record of the kind; the server's English word when they have none. */
  const recordKind = (api: string, fallback: string) => {
    const name = resourceOfApi(api);
    const texts = name && RESOURCE_TEXTS[name];
    const one = texts ? t(`resources.${texts}.one`, { defaultValue: "" }) : "";
    return one ? one.charAt(0).toLocaleUpperCase(i18n.language) + one.slice(1) : fallback;
  };

  const save = async (values: Record<string, string>) => {
    setSaving(true);
    try {
      const saved = await http.post<ItemResponse<MediaDetail>>(`${MEDIA_API}/${id}/_update`, values, { form });
      remote.setData(() => saved);
      onChanged();
      void message.success(t("resources.media.saved"));
    } catch {
      // field errors are on the form
    } finally {
      setSaving(false);
    }
  };

  /** Asks before a replace, naming every place that will show the new file; resolves to upload, rejects to cancel. */
  const confirmReplace = (fileName: string) =>
    new Promise<void>((resolve, reject) => {
      if (!image) return reject(new Error("not loaded"));
      modal.confirm({
        title: t("resources.media.replaceTitle", { name: image.original_name, file: fileName }),
        content: (
          <div data-testid="replace-usages">
            <Typography.Paragraph>{t("resources.media.replaceBody", { count: byRecord(image.usages).length })}</Typography.Paragraph>
            <UsageLines usages={image.usages} />
            <Typography.Paragraph type="secondary">{t("resources.media.replaceKept")}</Typography.Paragraph>
          </div>
        ),
        okText: t("resources.media.replaceOk"),
        cancelText: t("actions.cancel"),
        onOk: () => resolve(),
        onCancel: () => reject(new Error("cancelled")),
      });
    });

  return (
    <Drawer open title={image?.original_name ?? t("resources.media.one")} size={560} onClose={onClose} destroyOnHidden>
      {image && (
        <Space orientation="vertical" size="large" style={{ width: "100%" }}>
          <FocalPointPicker
            image={image}
            onPick={(focus) =>
              void http.post<ItemResponse<MediaDetail>>(`${MEDIA_API}/${id}/_update`, focus).then(
                (saved) => {
                  remote.setData(() => saved);
                  onChanged();
                  void message.success(t("resources.media.focusSaved"));
                },
                () => {},
              )
            }
          />
          <Typography.Text type="secondary">
            {image.width} × {image.height} · {formatBytes(image.bytes, i18n.language)} · {image.url}
          </Typography.Text>
          <section aria-labelledby="media-usages">
            <Typography.Title level={5} id="media-usages">
              {t("resources.media.usages")}
            </Typography.Title>
            {image.usages.length ? (
              <List
                size="small"
                dataSource={byRecord(image.usages)}
                renderItem={(usage) => (
                  <List.Item>
                    <a
                      href={usage.admin_path}
                      onClick={(event) => {
                        event.preventDefault();
                        navigate(usage.admin_path);
                      }}
                    >
                      {recordKind(usage.resource, usage.label)} “{usage.name}”
                    </a>{" "}
                    <Space size={4} wrap>
                      {usage.fields.map((field) => (
                        <Typography.Text key={field} type="secondary">
                          {labelOf(resourceOfApi(usage.resource), field)}
                        </Typography.Text>
                      ))}
                      {usage.pending ? (
                        <Tag color="gold">{t("resources.media.pendingChanges")}</Tag>
                      ) : (
                        usage.published && <Tag color="green">{t("resources.media.published")}</Tag>
                      )}
                    </Space>
                  </List.Item>
                )}
              />
            ) : (
              <Typography.Text type="secondary">{t("resources.media.noUsages")}</Typography.Text>
            )}
          </section>
          <Form
            form={form}
            name="media"
            layout="vertical"
            key={image.updated_at}
            initialValues={{ en_alt: image.en_alt, fr_alt: image.fr_alt, nl_alt: image.nl_alt }}
            onFinish={(values) => void save(values as Record<string, string>)}
          >
            <Typography.Title level={5}>{t("resources.media.altTitle")}</Typography.Title>
            <Typography.Paragraph type="secondary">{t("resources.media.altHelp")}</Typography.Paragraph>
            {LANGS.map((lang) => (
              <Form.Item key={lang} name={`${lang}_alt`} label={t(`resources.media.fields.alt_${lang}`)} rules={[{ max: ALT_MAX }]}>
                <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} maxLength={ALT_MAX} showCount />
              </Form.Item>
            ))}
            <Space>
              <Button type="primary" htmlType="submit" loading={saving}>
                {t("actions.save")}
              </Button>
              <Upload
                accept={ACCEPT}
                showUploadList={false}
                beforeUpload={(file) => confirmReplace(file.name)}
                customRequest={({ file, onSuccess, onError }) => {
                  setReplacing(0);
                  uploadWithProgress(`${MEDIA_API}/${id}/_replace`, file as File, setReplacing)
                    .then((replaced) => {
                      remote.setData(() => ({ data: replaced as MediaDetail }));
                      onChanged();
                      void message.success(t("resources.media.replaced"));
                      onSuccess?.(replaced);
                    })
                    .catch((error: Error) => onError?.(error))
                    .finally(() => setReplacing(null));
                }}
              >
                <Button icon={<SwapOutlined />} loading={replacing !== null}>
                  {replacing !== null ? `${t("resources.media.replace")} ${Math.round(replacing)}%` : t("resources.media.replace")}
                </Button>
              </Upload>
            </Space>
          </Form>
          <MediaVersions
            image={image}
            onRestored={(restored) => {
              remote.setData(() => restored);
              onChanged();
            }}
          />
        </Space>
      )}
    </Drawer>
  );
}

/** The places a replace would change, one line per record (pending changes marked), for the confirmation. */
function UsageLines({ usages }: { usages: MediaDetail["usages"] }) {
  const { t } = useTranslation();
  if (!usages.length) return <Typography.Paragraph>{t("resources.media.replaceUnused")}</Typography.Paragraph>;
  return (
    <ul className="admin-media-usage-lines">
      {byRecord(usages).map((usage) => (
        <li key={`${usage.resource}/${usage.record_id}/${usage.pending}`}>
          {usage.label} “{usage.name}” ({usage.fields.join(", ")}){usage.pending ? ` · ${t("resources.media.pendingChanges")}` : ""}
        </li>
      ))}
    </ul>
  );
}

/** The preview, with the focal point marked; a click (or Enter on the focused picture, for the centre) sets it. */
function FocalPointPicker({ image, onPick }: { image: MediaDetail; onPick(focus: { focal_x: number; focal_y: number }): void }) {
  const { t } = useTranslation();
  return (
    <figure className="admin-focal">
      <button
        type="button"
        className="admin-focal__frame"
        aria-label={t("resources.media.focusLabel", { x: image.focal_x, y: image.focal_y })}
        onClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          // A keyboard click has no position: it sets the centre.
          if (!event.clientX && !event.clientY) return onPick({ focal_x: 50, focal_y: 50 });
          const percent = (offset: number, size: number) => Math.min(100, Math.max(0, Math.round((offset / size) * 100)));
          onPick({ focal_x: percent(event.clientX - box.left, box.width), focal_y: percent(event.clientY - box.top, box.height) });
        }}
      >
        <img src={image.variants.at(-1)?.url ?? image.url} alt={image.en_alt} width={image.width} height={image.height} />
        <span className="admin-focal__mark" style={{ left: `${image.focal_x}%`, top: `${image.focal_y}%` }} aria-hidden="true" />
      </button>
      <figcaption className="admin-hint">{t("resources.media.focusHelp")}</figcaption>
    </figure>
  );
}

/** The image's earlier files, each restorable: the current file then takes its place in the list (decision 092). */
function MediaVersions({ image, onRestored }: { image: MediaDetail; onRestored(restored: ItemResponse<MediaDetail>): void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const restore = async (version: MediaDetail["versions"][number]) => {
    try {
      const restored = await http.post<ItemResponse<MediaDetail>>(`${MEDIA_API}/${image.id}/versions/${version.id}/_restore`);
      onRestored(restored);
      void message.success(t("resources.media.restored", { name: version.original_name }));
    } catch {
      // The HTTP client's notification says why.
    }
  };
  return (
    <section aria-labelledby="media-versions">
      <Typography.Title level={5} id="media-versions">
        {t("resources.media.history")}
      </Typography.Title>
      {image.versions.length ? (
        <List
          size="small"
          dataSource={image.versions}
          renderItem={(version) => (
            <List.Item
              actions={[
                <Popconfirm
                  key="restore"
                  title={t("resources.media.confirmRestore", { name: version.original_name })}
                  okText={t("resources.media.restore")}
                  cancelText={t("actions.cancel")}
                  onConfirm={() => restore(version)}
                >
                  <Button size="small" icon={<HistoryOutlined />} aria-label={t("resources.media.restoreNamed", { name: version.original_name })}>
                    {t("resources.media.restore")}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                avatar={<img src={thumbnailOf(version)} alt="" width={56} height={56} className="admin-media-version__thumb" />}
                title={version.original_name}
                description={t("resources.media.replacedOn", {
                  when: formatWhen(version.replaced_at),
                  who: version.replaced_by || "—",
                  size: `${version.width} × ${version.height} · ${formatBytes(version.bytes, i18n.language)}`,
                })}
              />
            </List.Item>
          )}
        />
      ) : (
        <Typography.Text type="secondary">{t("resources.media.noHistory")}</Typography.Text>
      )}
    </section>
  );
}
