import { DeleteOutlined } from "@ant-design/icons";
import { Button, Select, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PUBLISHABLE_RESOURCES, type PublishableResource } from "#domain/resources.ts";
import { recordName } from "../../generic/categories.ts";
import { http, type ListResponse } from "../../http.ts";
import type { AdminRecord, CustomControlProps } from "../types.ts";
import { CAMPAIGN_KINDS, recordEditPath, type CampaignRecord } from "./kinds.ts";

type Option = { value: number; label: string };

/** Finds records of one kind by name as the editor types (the kind's own admin list call). */
function RecordSearch({ kind, onPick, exclude }: { kind: PublishableResource; onPick(record: CampaignRecord): void; exclude: number[] }) {
  const { t, i18n } = useTranslation();
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const definition = CAMPAIGN_KINDS[kind];
  const search = async (q: string) => {
    setLoading(true);
    try {
      const response = await http.get<ListResponse<AdminRecord>>(definition.api.list, { ...definition.api.listQuery, q, per_page: 20 }, { silent: true });
      setOptions(response.data.map((record) => ({ value: record.id, label: recordName(record, definition.titleField, i18n.language) })));
    } catch {
      setOptions([]);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Select<number | null>
      key={kind}
      showSearch={{ filterOption: false, onSearch: (q) => void search(q) }}
      value={null}
      onOpenChange={(open) => open && void search("")}
      onChange={(id) => {
        const option = options.find((candidate) => candidate.value === id);
        if (option) onPick({ resource: kind, record_id: option.value, title: option.label });
      }}
      options={options.filter((option) => !exclude.includes(option.value))}
      loading={loading}
      placeholder={t("resources.campaigns.pick", { kind: t(`resources.campaigns.kinds.${kind}`) })}
      aria-label={t("resources.campaigns.pick", { kind: t(`resources.campaigns.kinds.${kind}`) })}
      style={{ minWidth: 300 }}
    />
  );
}

/**
 * The records of a campaign (decision 060): a kind and a search to add one, the list with each
 * record's state and the languages that would show English text, and a button to take one out.
 */
export default function CampaignRecordsInput({ id, value, onChange }: CustomControlProps) {
  const { t } = useTranslation();
  const records = (Array.isArray(value) ? value : []) as CampaignRecord[];
  const [kind, setKind] = useState<PublishableResource>("commodities");
  const change = (next: CampaignRecord[]) => onChange?.(next);
  const kindLabel = (resource: PublishableResource) => t(`resources.campaigns.kinds.${resource}`);

  return (
    <div id={id} className="admin-campaign-records">
      <Space wrap style={{ marginBottom: 12 }}>
        <Select<PublishableResource>
          value={kind}
          onChange={setKind}
          aria-label={t("resources.campaigns.kind")}
          style={{ minWidth: 170 }}
          options={PUBLISHABLE_RESOURCES.map((resource) => ({ value: resource, label: kindLabel(resource) }))}
        />
        <RecordSearch
          kind={kind}
          exclude={records.filter((record) => record.resource === kind).map((record) => record.record_id)}
          onPick={(record) => change([...records, record])}
        />
      </Space>
      <Table<CampaignRecord>
        size="small"
        pagination={false}
        rowKey={(record) => `${record.resource}:${record.record_id}`}
        dataSource={records}
        locale={{ emptyText: t("resources.campaigns.noRecords") }}
        columns={[
          { key: "kind", title: t("resources.campaigns.kind"), width: 150, render: (_, record) => kindLabel(record.resource) },
          {
            key: "title",
            title: t("resources.campaigns.record"),
            render: (_, record) =>
              record.missing ? (
                <Typography.Text type="danger">{t("resources.campaigns.deleted", { id: record.record_id })}</Typography.Text>
              ) : (
                <Link to={recordEditPath(record.resource, record.record_id)}>{record.title || `#${record.record_id}`}</Link>
              ),
          },
          {
            key: "state",
            title: t("resources.campaigns.recordState"),
            width: 220,
            render: (_, record) => (
              <Space size={4} wrap>
                {record.status && <Tag>{t(`publishing.states.${record.status === "draft" ? "draft" : "published"}`)}</Tag>}
                {record.pending_changes && <Tag color="gold">{t("resources.campaigns.pendingChanges")}</Tag>}
                {record.status === undefined && <Tag color="blue">{t("resources.campaigns.unsaved")}</Tag>}
              </Space>
            ),
          },
          {
            key: "remove",
            width: 56,
            render: (_, record) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t("resources.campaigns.remove", { name: record.title || `#${record.record_id}` })}
                onClick={() => change(records.filter((other) => other !== record))}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
