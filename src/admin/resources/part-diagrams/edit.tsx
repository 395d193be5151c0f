import { DeleteOutlined, DragOutlined, SaveOutlined, UploadOutlined } from "@ant-design/icons";
import { Alert, App, Button, Card, Form, Input, InputNumber, Select, Space, Table, Upload, type UploadFile } from "antd";
import { useEffect, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { HOTSPOT_SCALE, nextHotspotNumber, pointFromClick, pointStyle } from "#domain/parts.ts";
import { ProductSelect } from "../../components/product-select.tsx";
import { recordName } from "../../generic/categories.ts";
import { useRemote } from "../../generic/use-remote.ts";
import { ApiError, applyFieldErrors, http, type ItemResponse, type ListResponse } from "../../http.ts";
import { useAdminTabs, useTabDirty, useTabTitle } from "../../layout/tabs.tsx";
import { DeleteConfirm } from "../../components/delete-confirm.tsx";
import { trashIdsOf, useDeletedNotice, type DeleteAnswer } from "../../generic/trashed-notice.tsx";
import type { AdminRecord } from "../types.ts";
import type { AdminDiagram, AdminHotspot } from "./index.ts";

const LANGS = ["en", "fr", "nl"] as const;

/** /admin/part-diagrams/new uploads a drawing; /admin/part-diagrams/<id> places its numbered hotspots. */
export default function PartDiagramEdit() {
  const { id } = useParams();
  return id === "new" ? <NewDiagram /> : <HotspotEditor id={Number(id)} />;
}

function NewDiagram() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { leave } = useAdminTabs();
  const [file, setFile] = useState<UploadFile | null>(null);
  const [saving, setSaving] = useState(false);
  useTabTitle(t("resources.partDiagrams.new"));
  const submit = async (values: Record<string, unknown>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== null) body.append(key, String(value));
    if (file?.originFileObj) body.append("file", file.originFileObj);
    setSaving(true);
    try {
      const created = await http.post<ItemResponse<AdminDiagram>>("ad/parts/diagrams", body, { silent: true });
      leave(`/admin/part-diagrams/${created.data.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) applyFieldErrors(form, error.errors);
      else throw error;
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title={t("resources.partDiagrams.new")} className="admin-panel">
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} style={{ maxWidth: 640 }}>
        <Form.Item name="commodity_id" label={t("resources.partDiagrams.fields.commodity_id")} rules={[{ required: true, message: t("validation.required") }]}>
          <ProductSelect />
        </Form.Item>
        {LANGS.map((lang) => (
          <Form.Item
            key={lang}
            name={`${lang}_title`}
            label={`${t("resources.partDiagrams.fields.title")} (${lang.toUpperCase()})`}
            rules={lang === "en" ? [{ required: true, message: t("validation.required") }] : []}
          >
            <Input maxLength={200} />
          </Form.Item>
        ))}
        <Form.Item
          name="file"
          label={t("resources.partDiagrams.fields.file")}
          extra={t("resources.partDiagrams.help.file")}
          rules={[{ validator: () => (file ? Promise.resolve() : Promise.reject(new Error(t("validation.required")))) }]}
        >
          <Upload
            accept=".svg,image/svg+xml,image/png,image/jpeg,image/webp"
            maxCount={1}
            beforeUpload={() => false}
            fileList={file ? [file] : []}
            onChange={({ fileList }) => setFile(fileList[fileList.length - 1] ?? null)}
          >
            <Button icon={<UploadOutlined />}>{t("resources.partDiagrams.choose")}</Button>
          </Upload>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} icon={<SaveOutlined />}>
          {t("actions.save")}
        </Button>
      </Form>
    </Card>
  );
}

type PartOption = { value: string; label: string };

function HotspotEditor({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { notification } = App.useApp();
  const diagram = useRemote(
    (signal) => http.get<ItemResponse<AdminDiagram>>(`ad/parts/diagrams/${id}`, undefined, { signal }).then((answer) => answer.data),
    [id],
  );
  // The hotspots as edited, for the diagram as loaded; a fresh load (or a save's answer) starts again from the server's.
  const [draft, setDraft] = useState<{ from: AdminDiagram; spots: AdminHotspot[] } | null>(null);
  const [moving, setMoving] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [options, setOptions] = useState<PartOption[]>([]);
  const { leave } = useAdminTabs();
  const notifyDeleted = useDeletedNotice();
  const data = diagram.data;
  const dirty = Boolean(data && draft?.from === data);
  const spots = data ? (draft?.from === data ? draft.spots : data.hotspots.map(({ number, part_number, x, y }) => ({ number, part_number, x, y }))) : [];
  useTabTitle(data ? `${data.model} · ${data.en_title}` : null);
  useTabDirty(dirty);

  const productId = data?.commodity_id;
  useEffect(() => {
    if (!productId) return;
    const controller = new AbortController();
    http
      .get<ListResponse<AdminRecord>>(
        "ad/parts",
        { fits: productId, per_page: 100, sort: "part_number", order: "asc" },
        { signal: controller.signal, silent: true },
      )
      .then((answer) =>
        setOptions(
          answer.data.map((part) => ({ value: String(part.part_number), label: `${String(part.part_number)} · ${recordName(part, "name", i18n.language)}` })),
        ),
      )
      .catch(() => undefined);
    return () => controller.abort();
  }, [productId, i18n.language]);

  const change = (next: AdminHotspot[]) => {
    if (data) setDraft({ from: data, spots: next });
  };
  const place = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest(".admin-hotspot")) return;
    const point = pointFromClick(event, event.currentTarget.getBoundingClientRect());
    if (moving !== null) {
      change(spots.map((spot, index) => (index === moving ? { ...spot, ...point } : spot)));
      setMoving(null);
      return;
    }
    change([...spots, { number: nextHotspotNumber(spots.map((spot) => spot.number)), part_number: "", ...point }]);
  };
  const save = async () => {
    setSaving(true);
    setProblems([]);
    try {
      const saved = await http.post<ItemResponse<AdminDiagram>>(`ad/parts/diagrams/${id}/hotspots`, { hotspots: spots }, { silent: true });
      diagram.setData(() => saved.data);
      notification.success({ key: "hotspots", title: t("resources.partDiagrams.saved", { count: saved.data.hotspots.length }) });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) throw error;
      setProblems(
        Object.entries(error.errors).map(([key, messages]) => {
          const index = Number(/^hotspots\.(\d+)\./.exec(key)?.[1]);
          const spot = Number.isInteger(index) ? spots[index] : undefined;
          return spot ? `${t("resources.partDiagrams.numberLabel", { number: spot.number })}: ${messages.join(" ")}` : messages.join(" ");
        }),
      );
    } finally {
      setSaving(false);
    }
  };
  /** To the trash with its hotspots (decision 096): the notice offers Undo. */
  const remove = async () => {
    try {
      const answer = await http.delete<DeleteAnswer>(`ad/parts/diagrams/${id}`);
      notifyDeleted({ trashIds: trashIdsOf(answer), name: data?.en_title, count: 1 });
      leave("/admin/part-diagrams");
    } catch {
      // the client has shown the failure
    }
  };
  if (!data) return <Card loading className="admin-panel" />;
  const percent = (value: number) => Number(((value / HOTSPOT_SCALE) * 100).toFixed(2));
  return (
    <div className="admin-diagram-editor" data-testid="diagram-editor">
      <Card
        title={`${data.model} · ${data.en_title}`}
        className="admin-panel"
        extra={
          <Space>
            <DeleteConfirm title={t("confirm.deleteOne", { name: data.en_title })} toTrash onConfirm={remove}>
              <Button danger icon={<DeleteOutlined />} data-testid="delete-diagram">
                {t("actions.delete")}
              </Button>
            </DeleteConfirm>
            <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()} data-testid="save-hotspots">
              {t("actions.save")}
            </Button>
          </Space>
        }
      >
        <p className="admin-help">
          {t(moving === null ? "resources.partDiagrams.help.place" : "resources.partDiagrams.help.move", {
            number: moving === null ? 0 : spots[moving]?.number,
          })}
        </p>
        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            title={t("resources.partDiagrams.refused")}
            description={
              <ul>
                {problems.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            }
            data-testid="hotspot-problems"
          />
        )}
        <div className="admin-diagram" style={{ aspectRatio: `${data.width} / ${data.height}` }} onClick={place} data-testid="diagram-canvas">
          {data.svg ? (
            // Sanitised by the server on upload (decision 084).
            <div className="admin-diagram__drawing" dangerouslySetInnerHTML={{ __html: data.svg }} />
          ) : (
            <img className="admin-diagram__drawing" src={data.image} alt="" />
          )}
          {spots.map((spot, index) => (
            <button
              key={index}
              type="button"
              className={`admin-hotspot${moving === index ? " admin-hotspot--moving" : ""}${spot.part_number ? "" : " admin-hotspot--empty"}`}
              style={pointStyle(spot)}
              onClick={() => setMoving(moving === index ? null : index)}
              aria-label={t("resources.partDiagrams.moveLabel", { number: spot.number })}
            >
              {spot.number}
            </button>
          ))}
        </div>
      </Card>
      <Card title={t("resources.partDiagrams.hotspots")} className="admin-panel">
        <Table
          rowKey={(_, index) => String(index)}
          dataSource={spots}
          pagination={false}
          size="small"
          columns={[
            {
              key: "number",
              title: t("resources.partDiagrams.fields.number"),
              width: 110,
              render: (_, spot, index) => (
                <InputNumber
                  min={1}
                  max={999}
                  value={spot.number}
                  aria-label={t("resources.partDiagrams.fields.number")}
                  onChange={(value) => change(spots.map((one, i) => (i === index ? { ...one, number: Number(value ?? one.number) } : one)))}
                />
              ),
            },
            {
              key: "part",
              title: t("resources.partDiagrams.fields.part"),
              render: (_, spot, index) => (
                <Select
                  showSearch={{ optionFilterProp: "label" }}
                  style={{ minWidth: 260, width: "100%" }}
                  value={spot.part_number || undefined}
                  options={options}
                  placeholder={t("resources.partDiagrams.choosePart")}
                  aria-label={t("resources.partDiagrams.partFor", { number: spot.number })}
                  data-testid={`hotspot-part-${spot.number}`}
                  onChange={(value: string) => change(spots.map((one, i) => (i === index ? { ...one, part_number: value } : one)))}
                />
              ),
            },
            ...(["x", "y"] as const).map((axis) => ({
              key: axis,
              title: `${axis.toUpperCase()} %`,
              width: 110,
              render: (_: unknown, spot: AdminHotspot, index: number) => (
                <InputNumber
                  min={0}
                  max={100}
                  step={0.5}
                  value={percent(spot[axis])}
                  aria-label={`${axis.toUpperCase()} % (${spot.number})`}
                  onChange={(value) =>
                    change(spots.map((one, i) => (i === index ? { ...one, [axis]: Math.round((Number(value ?? 0) / 100) * HOTSPOT_SCALE) } : one)))
                  }
                />
              ),
            })),
            {
              key: "actions",
              width: 110,
              render: (_, spot, index) => (
                <Space>
                  <Button
                    icon={<DragOutlined />}
                    aria-label={t("resources.partDiagrams.moveLabel", { number: spot.number })}
                    onClick={() => setMoving(index)}
                  />
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t("resources.partDiagrams.remove", { number: spot.number })}
                    onClick={() => change(spots.filter((_, i) => i !== index))}
                  />
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
