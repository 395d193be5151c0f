import { ArrowLeftOutlined, DeleteOutlined, ExportOutlined, SaveOutlined } from "@ant-design/icons";
import { App, Button, Card, Col, Form, Result, Row, Space, Spin, Typography } from "antd";
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useParams, useSearchParams } from "react-router";
import { DeleteConfirm } from "../components/delete-confirm.tsx";
import { ApiError, http, type ItemResponse } from "../http.ts";
import { useAdminTabs, useDiscardDialog, useTabDirty, useTabTitle } from "../layout/tabs.tsx";
import { apiResourceOf, itemPathOf, LANGS, type AdminRecord, type CrudDefinition, type FieldDef, type Lang } from "../resources/types.ts";
import { recordName } from "./categories.ts";
import { FieldItem } from "./fields.tsx";
import { keepEdits, takeKeptEdits } from "./kept-edits.ts";
import { SearchResultPreview } from "./search-result-preview.tsx";
import { LocalizedFields, showLanguageOfFirstError } from "./localized-fields.tsx";
import { useRemote } from "./use-remote.ts";
import { deleteRecords } from "./crud.ts";
import { useDeletedNotice } from "./trashed-notice.tsx";
import { useSaveShortcut } from "../layout/use-save-shortcut.ts";
import { DiffTable, fetchRevisions, HistoryButton, HistoryDrawer } from "./history.tsx";
import { resourceOfScreen } from "#domain/field-labels.ts";
import { PreviewButton } from "./preview.tsx";
import { isPreviewResource, isPublishableResource } from "#domain/resources.ts";
import { draftCalls, PendingDraftBar, type PendingDraft } from "./pending-draft.tsx";
import { useFallbackConfirm } from "./publishing.tsx";
import { formatWhen } from "./format-when.ts";

const SECTION_ORDER = ["main", "media", "advertising", "seo"] as const;

/** Values of a new record: the definition's defaults, overridden by matching query parameters. */
function newRecordValues(definition: CrudDefinition, search: URLSearchParams): Record<string, unknown> {
  const values: Record<string, unknown> = { ...definition.defaults };
  for (const field of definition.fields) {
    const given = search.get(field.name);
    if (given === null || field.localized) continue;
    values[field.name] = field.kind === "number" || field.kind === "category" || field.kind === "switch" ? Number(given) : given;
  }
  return values;
}

function emptyValue(field: FieldDef): unknown {
  switch (field.kind) {
    case "images":
    case "categories":
      return [];
    case "switch":
      return 0;
    case "number":
    case "category":
    case "date":
    case "select":
    case "landingPageOne":
    case "product":
    case "pdf":
      return null;
    default:
      return "";
  }
}

/** Only the definition's editable fields (en/fr/nl for localized ones); undefined becomes null. */
function toPayload(definition: CrudDefinition, values: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of definition.fields) {
    if (field.readOnly) continue;
    const names = field.localized ? LANGS.map((lang) => `${lang}_${field.name}`) : [field.name];
    for (const name of names) {
      const value = values[name];
      payload[name] = value === undefined || value === null ? emptyValue(field) : value;
    }
  }
  return definition.fromForm ? definition.fromForm(payload) : payload;
}

/** A multipart body: files as files, nothing for empty values, everything else as text. */
function toFormData(payload: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(payload)) {
    if (value === null || value === undefined || value === "") continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else form.append(name, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  return form;
}

/** A form shown below a record's own (a product's specifications) that the record's one Save checks and saves too. */
export interface CompanionForm {
  /** True when its values pass its own rules (the errors are shown otherwise). */
  validate(): Promise<boolean>;
  /** Saves what changed; false when the API refused (its messages are on the fields). */
  save(): Promise<boolean>;
}

interface Companions {
  forms: Map<string, CompanionForm>;
  /** The record's Save, for a companion's Enter key. */
  saveAll(): void;
}

const CompanionContext = createContext<Companions | null>(null);

/** Joins the Save of the record being edited (the companion as of its last render); the answer saves everything, e.g. on Enter. */
export function useCompanionForm(key: string, companion: CompanionForm): () => void {
  const companions = useContext(CompanionContext);
  useEffect(() => {
    if (!companions) return;
    companions.forms.set(key, companion);
    return () => void companions.forms.delete(key);
  }, [companions, key, companion]);
  return () => companions?.saveAll();
}

export interface ResourceEditProps {
  definition: CrudDefinition;
  /** Extra content under the form of a saved record (e.g. a landing page's swiper items); `reload` reads the record again. */
  below?: (record: AdminRecord, reload: () => void, dirty: boolean) => ReactNode;
}

/**
 * The one create/edit screen: /admin/<screen>/new and /admin/<screen>/<id>. Localized texts in
 * en/fr/nl tabs (or side by side), the other fields in cards by section; client-side rules
 * first, then the API's 422 messages on the same fields, with everything typed kept.
 */
export function ResourceEdit({ definition, below }: ResourceEditProps) {
  const { t } = useTranslation();
  const { notification, modal } = App.useApp();
  const { id: rawId } = useParams();
  const [search] = useSearchParams();
  const { leave, tabs } = useAdminTabs();
  const askDiscard = useDiscardDialog();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [activeLang, setActiveLang] = useState<Lang>("en");
  const [historyOpen, setHistoryOpen] = useState(false);
  const baseVersion = useRef<number | null>(null);
  // Forms below the record's that its Save saves too; Enter in them calls the latest Save.
  const latestSave = useRef<() => Promise<void>>(async () => undefined);
  const [companions] = useState<Companions>(() => ({ forms: new Map(), saveAll: () => void latestSave.current() }));
  const [hasHistory, setHasHistory] = useState(false);
  const isNew = rawId === "new";
  const id = isNew ? null : Number(rawId);
  const resourceName = t(`resources.${definition.resource}.one`);
  const location = useLocation();
  const here = location.pathname + location.search;
  /** Puts back, over the record as loaded, what a save lost to an ended session (kept-edits.ts). */
  const restoreKeptEdits = () => {
    const kept = takeKeptEdits(here);
    if (!kept) return;
    form.setFieldsValue(kept);
    setDirty(true);
    notification.info({ key: "kept-edits", title: t("edit.keptEdits") });
  };

  // Products, articles and posters keep changes to a published record as a pending draft (decision 059).
  const apiResource = apiResourceOf(definition);
  const drafts = id !== null && Number.isInteger(id) && isPublishableResource(apiResource) ? draftCalls(apiResource, id) : null;
  const [pending, setPending] = useState<PendingDraft | null>(null);
  const [publishing, setPublishing] = useState(false);
  const confirmFallbacks = useFallbackConfirm(definition.resource);

  const remote = useRemote<AdminRecord | null>(
    async (signal) => {
      if (id === null || !Number.isInteger(id)) {
        restoreKeptEdits();
        return null;
      }
      // The record, its history's newest version and its pending draft, read side by side.
      const [response, newestVersion, draft] = await Promise.all([
        http.get<ItemResponse<AdminRecord>>(itemPathOf(definition, id), undefined, { signal }),
        // The version this edit starts from: a save names it, and the server answers 409 if someone saved since (decision 056).
        // Screens whose API keeps no history (custom update calls) get neither base_version nor the History button.
        definition.multipart
          ? baseVersion.current
          : fetchRevisions(definition.api.update(id), signal).then(
              (list) => list[0]?.version ?? 0,
              () => null,
            ),
        drafts ? drafts.read().catch(() => null) : null,
      ]);
      baseVersion.current = newestVersion;
      setHasHistory(baseVersion.current !== null);
      // Pending changes are what the editor works on: the form shows them over the live record.
      setPending(draft);
      const shown = draft ? { ...response.data, ...draft.changes } : response.data;
      form.setFieldsValue(definition.toForm ? definition.toForm(shown) : shown);
      setDirty(false);
      restoreKeptEdits();
      return response.data;
    },
    [id],
  );
  const record = remote.data ?? null;
  const initialValues = useMemo(() => (isNew ? newRecordValues(definition, search) : undefined), [isNew, definition, search]);
  const title = isNew ? t("tabs.new", { name: resourceName }) : record ? recordName(record, definition.titleField) : `${resourceName} #${rawId}`;
  useTabTitle(`${title}${dirty ? " •" : ""}`);
  useTabDirty(dirty);

  const listPath = `/admin/${definition.path}`;
  const backToList = () => leave(tabs.find((tab) => tab.key === listPath)?.url ?? listPath);

  const localized = definition.fields.filter((field) => field.localized && field.section !== "seo");
  const searchFields = definition.fields.filter((field) => field.localized && field.section === "seo");
  const bySection = (section: string) => definition.fields.filter((field) => !field.localized && (field.section ?? "main") === section);

  /** The form's values once its own rules pass; undefined (with the first error's language shown) when they do not. */
  const validValues = async (): Promise<Record<string, unknown> | undefined> => {
    try {
      await form.validateFields();
      return form.getFieldsValue(true) as Record<string, unknown>;
    } catch (failure) {
      showLanguageOfFirstError(failure, setActiveLang);
      notification.warning({ key: "form-invalid", title: t("notify.validation"), description: t("notify.checkFields") });
      return undefined;
    }
  };

  /** The unsaved values as an update body, for a preview link (decision 061). */
  const previewBody = async () => {
    const values = await validValues();
    return values && toPayload(definition, values);
  };

  /** Keeps the form's changes as the pending draft: the published record stays live as it is. */
  const saveDraft = async () => {
    const body = await previewBody();
    if (!body || !drafts) return;
    setSaving(true);
    try {
      // Kept with the version this form started from: publishing refuses if the record was saved since (a draft holds the whole form).
      setPending(await drafts.save(baseVersion.current === null ? body : { ...body, base_version: baseVersion.current }));
      setDirty(false);
      notification.success({ key: "saved", title: t("publishing.draftSaved") });
    } catch (error) {
      showLanguageOfFirstError(error, setActiveLang);
    } finally {
      setSaving(false);
    }
  };

  /** Publish changes: the stored draft goes live; what the form holds beyond it is lost, so that is asked first. */
  const askPublishDraft = () =>
    dirty ? askDiscard({ body: t("publishing.unsavedPublish"), discard: t("publishing.loseAndPublish") }, () => void publishDraft()) : void publishDraft();
  /** Discard: the draft is gone for good (drafts are not in the history), so it is always asked. */
  const askDiscardDraft = () =>
    modal.confirm({
      title: t("publishing.discardTitle"),
      content: t("publishing.discardBody"),
      okText: t("publishing.discard"),
      okButtonProps: { danger: true },
      cancelText: t("actions.cancel"),
      onOk: () => discardDraft(),
    });

  const publishDraft = async () => {
    if (!drafts || !record || !pending) return;
    if (!(await confirmFallbacks({ ...record, ...pending.changes }))) return;
    setPublishing(true);
    try {
      const published = await drafts.publish();
      setPending(null);
      if (baseVersion.current !== null && id !== null)
        baseVersion.current = (await fetchRevisions(definition.api.update(id)).catch(() => []))[0]?.version ?? null;
      remote.setData(() => published);
      form.setFieldsValue(definition.toForm ? definition.toForm(published) : published);
      setDirty(false);
      notification.success({ key: "saved", title: t("publishing.published") });
    } catch {
      // the client has shown the failure
    } finally {
      setPublishing(false);
    }
  };

  const discardDraft = async () => {
    if (!drafts || !record) return;
    setPublishing(true);
    try {
      await drafts.discard();
      setPending(null);
      form.setFieldsValue(definition.toForm ? definition.toForm(record) : record);
      setDirty(false);
      notification.success({ key: "saved", title: t("publishing.discarded") });
    } catch {
      // the client has shown the failure
    } finally {
      setPublishing(false);
    }
  };

  /** Checks the companion forms, then saves those with changes; false when one of them stopped the save. */
  const saveCompanions = async (): Promise<boolean> => {
    const forms = [...companions.forms.values()];
    for (const companion of forms) if (!(await companion.validate())) return false;
    for (const companion of forms) if (!(await companion.save())) return false;
    return true;
  };

  const save = async () => {
    const values = await validValues();
    if (!values) return;
    const payload = toPayload(definition, values);
    // A draft going live says which French or Dutch texts would show English instead (decision 060).
    if (drafts && record?.status === "draft" && payload.status === "published" && !(await confirmFallbacks({ ...record, ...payload }))) return;
    setSaving(true);
    try {
      const body = definition.multipart ? toFormData(payload) : payload;
      if (isNew) {
        const created = await http.post<ItemResponse<AdminRecord>>(definition.api.create, body, { form });
        notification.success({ key: "saved", title: t("notify.created", { name: resourceName }) });
        setDirty(false);
        // The new record opens: what is added to a saved record (a product's specifications and documents, a preview) is there.
        leave(`${listPath}/${created.data.id}`);
      } else if (id !== null) {
        // The specifications first: they are checked against the category the record has now, which is the one they show.
        if (!(await saveCompanions())) {
          notification.warning({ key: "form-invalid", title: t("notify.validation"), description: t("notify.checkFields") });
          return;
        }
        const versioned =
          !definition.multipart && baseVersion.current !== null ? { ...(body as Record<string, unknown>), base_version: baseVersion.current } : body;
        // The new revision's number comes with the answer: read later from the history, a colleague's save in between would be taken as ours.
        let savedVersion: number | null = null;
        const readVersion = (answer: Response) => (savedVersion = Number(answer.headers.get("X-Record-Version")) || null);
        const response = await http.post<ItemResponse<AdminRecord>>(definition.api.update(id), versioned, { form, onResponse: readVersion });
        if (baseVersion.current !== null) baseVersion.current = savedVersion;
        remote.setData(() => response.data);
        form.setFieldsValue(definition.toForm ? definition.toForm(response.data) : response.data);
        setDirty(false);
        notification.success({ key: "saved", title: t("notify.saved", { name: recordName(response.data, definition.titleField) }) });
      }
    } catch (error) {
      // The session had ended: the editor signs in again and finds the form as they left it.
      if (error instanceof ApiError && error.kind === "unauthenticated") keepEdits(here, form.getFieldsValue(true) as Record<string, unknown>);
      showLanguageOfFirstError(error, setActiveLang);
      if (error instanceof ApiError && error.status === 409 && id !== null) void offerTheirChanges(id, values);
    } finally {
      setSaving(false);
    }
  };

  /** After a 409: show what the other person saved next to this form, and let the editor take theirs or keep theirs own. */
  const offerTheirChanges = async (recordId: number, mine: Record<string, unknown>) => {
    const latest = (await fetchRevisions(definition.api.update(recordId)).catch(() => []))[0];
    if (!latest) return;
    const theirs = latest.data as AdminRecord;
    const dialog = modal.confirm({
      width: 760,
      title: t("history.conflictTitle"),
      content: (
        <div data-testid="conflict">
          <Typography.Paragraph>{t("history.conflictBody", { actor: latest.actor || "—", time: formatWhen(latest.created_at) })}</Typography.Paragraph>
          <DiffTable
            resource={resourceOfScreen(definition.path)}
            from={toPayload(definition, mine)}
            to={theirs}
            fromTitle={t("history.yours")}
            toTitle={t("history.theirs")}
          />
        </div>
      ),
      okText: t("history.loadTheirs"),
      onOk: () => {
        baseVersion.current = latest.version;
        remote.setData(() => theirs);
        form.setFieldsValue(definition.toForm ? definition.toForm(theirs) : theirs);
        setDirty(false);
      },
      // Closing the dialog (Esc) decides nothing: the form keeps mine, and the next save asks again.
      footer: (_, { OkBtn }) => (
        <Space>
          <Button
            onClick={() => {
              dialog.destroy();
              // Saved on top of their version, which stays in the history.
              baseVersion.current = latest.version;
              void save();
            }}
          >
            {t("history.keepMine")}
          </Button>
          <OkBtn />
        </Space>
      ),
    });
  };

  const notifyDeleted = useDeletedNotice();
  const remove = async () => {
    if (id === null) return;
    setDeleting(true);
    try {
      notifyDeleted({ trashIds: await deleteRecords(definition, [id]), name: title, count: 1 });
      setDirty(false);
      backToList();
    } catch {
      // the client has shown the failure
    } finally {
      setDeleting(false);
    }
  };

  useEffect(() => {
    latestSave.current = save;
  });

  // Ctrl+S / Cmd+S saves, as the Save button does.
  useSaveShortcut(() => void save(), !saving);

  if (!isNew && (id === null || !Number.isInteger(id))) return <Result status="404" title={t("app.notFound")} />;
  if (!isNew && remote.error instanceof ApiError && remote.error.status === 404) {
    return (
      <Result status="404" title={t("edit.missing", { name: resourceName, id })} extra={<Button onClick={backToList}>{t("actions.backToList")}</Button>} />
    );
  }

  const publicUrl = record && definition.publicUrl ? definition.publicUrl(record) : null;
  const previewResource = [apiResource].find(isPreviewResource);
  const sectionCards = SECTION_ORDER.map((section) => ({ section, fields: bySection(section) })).filter((entry) => entry.fields.length);

  return (
    <div className="admin-edit" data-resource={definition.resource}>
      <div className="admin-page-head">
        <div className="admin-page-head__title">
          <Button icon={<ArrowLeftOutlined />} onClick={backToList} aria-label={t("actions.backToList")} />
          <Typography.Title level={3} className="admin-page-title" ellipsis={{ tooltip: title }}>
            {title}
          </Typography.Title>
        </div>
        <Space wrap>
          {publicUrl && (
            <a href={publicUrl} target="_blank" rel="noreferrer">
              <Button icon={<ExportOutlined />}>{t("actions.viewOnSite")}</Button>
            </a>
          )}
          {!isNew && id !== null && previewResource && (
            <PreviewButton
              path={`ad/${previewResource}/${id}/_preview`}
              body={previewBody}
              form={form}
              onRefused={(error) => showLanguageOfFirstError(error, setActiveLang)}
            />
          )}
          {!isNew && hasHistory && <HistoryButton onClick={() => setHistoryOpen(true)} />}
          {!isNew && (
            <DeleteConfirm title={t("confirm.deleteOne", { name: title })} toTrash={definition.toTrash} onConfirm={remove}>
              <Button danger icon={<DeleteOutlined />} loading={deleting}>
                {t("actions.delete")}
              </Button>
            </DeleteConfirm>
          )}
          {drafts && record?.status === "published" && (
            <Button loading={saving} onClick={() => void saveDraft()}>
              {t("publishing.saveDraft")}
            </Button>
          )}
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()} data-testid="save">
            {isNew ? t("actions.create") : t("actions.save")}
          </Button>
        </Space>
      </div>
      {pending && <PendingDraftBar draft={pending} busy={publishing} onPublish={askPublishDraft} onDiscard={askDiscardDraft} />}
      <Spin spinning={remote.loading && !isNew} delay={300}>
        <Form
          form={form}
          name={definition.resource}
          layout="vertical"
          initialValues={initialValues}
          onValuesChange={() => setDirty(true)}
          onFinish={() => void save()}
          scrollToFirstError={false}
          disabled={saving}
        >
          <Row gutter={[16, 16]}>
            {localized.length > 0 && (
              <Col xs={24} xl={sectionCards.length ? 16 : 24}>
                <Space orientation="vertical" size={16} style={{ width: "100%" }}>
                  <Card title={t("edit.texts")} size="small">
                    <LocalizedFields fields={localized} resource={definition.resource} activeLang={activeLang} onLangChange={setActiveLang} />
                  </Card>
                  {searchFields.length > 0 && (
                    <Card title={t("edit.sections.seo")} size="small" data-testid="seo-card">
                      <LocalizedFields
                        fields={searchFields}
                        resource={definition.resource}
                        activeLang={activeLang}
                        onLangChange={setActiveLang}
                        hint="seo.languageHint"
                      />
                      {definition.searchResult && (
                        <SearchResultPreview
                          lang={activeLang}
                          titleField={definition.titleField}
                          bodyField={definition.searchResult.bodyField}
                          path={publicUrl}
                        />
                      )}
                    </Card>
                  )}
                </Space>
              </Col>
            )}
            {sectionCards.length > 0 && (
              <Col xs={24} xl={localized.length ? 8 : 24}>
                <Space orientation="vertical" size={16} style={{ width: "100%" }}>
                  {sectionCards.map(({ section, fields }) => (
                    <Card key={section} title={t(`edit.sections.${section}`)} size="small">
                      {fields.map((field: FieldDef) => (
                        <FieldItem key={field.name} field={field} resource={definition.resource} />
                      ))}
                    </Card>
                  ))}
                </Space>
              </Col>
            )}
          </Row>
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Form>
      </Spin>
      <CompanionContext value={companions}>{record && below?.(record, remote.reload, dirty)}</CompanionContext>
      {!isNew && id !== null && hasHistory && (
        <HistoryDrawer
          resource={resourceOfScreen(definition.path)}
          updatePath={definition.api.update(id)}
          unsaved={dirty}
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
          onRestored={(restored) => {
            remote.setData(() => restored);
            form.setFieldsValue(definition.toForm ? definition.toForm(restored) : restored);
            setDirty(false);
            void fetchRevisions(definition.api.update(id)).then((list) => (baseVersion.current = list[0]?.version ?? null));
          }}
        />
      )}
    </div>
  );
}
