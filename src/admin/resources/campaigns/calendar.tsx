import { Calendar, Card, Tag, Tooltip } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CampaignStatus } from "#domain/admin-contract.ts";
import type { CalendarEntry } from "#domain/models.ts";
import { marketTimeText, timeZoneLabel, todayIn } from "#domain/calendar-days.ts";
import { useRemote } from "../../generic/use-remote.ts";
import { http, type ItemResponse } from "../../http.ts";
import { recordEditPath } from "./kinds.ts";
import { CAMPAIGN_STATUS_COLORS } from "./schedule.tsx";

/** The days a month's grid shows, with a margin: its first week may start in the month before. */
function rangeOf(month: Dayjs): { from: string; to: string } {
  return { from: month.startOf("month").subtract(7, "day").format("YYYY-MM-DD"), to: month.endOf("month").add(15, "day").format("YYYY-MM-DD") };
}

/**
 * What is scheduled, month by month: campaigns by their time (coloured by state) and records with a
 * publish time of their own (and posters' ends). Each entry opens its edit screen.
 */
export function ScheduleCalendar() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => dayjs(todayIn()));
  const remote = useRemote(
    async (signal) => (await http.get<ItemResponse<CalendarEntry[]>>("ad/campaigns/_calendar", rangeOf(month), { signal, silent: true })).data,
    [month.format("YYYY-MM")],
  );
  // Days and hours in the market's clock, as the pickers mean them, whatever the browser's zone (decision 096).
  const entriesOn = (day: Dayjs) => (remote.data ?? []).filter((entry) => marketTimeText(entry.at).slice(0, 10) === day.format("YYYY-MM-DD"));
  const hour = (entry: CalendarEntry) => marketTimeText(entry.at).slice(11, 16);

  const label = (entry: CalendarEntry) =>
    entry.kind === "campaign"
      ? entry.title
      : `${t(`resources.campaigns.calendar.${entry.state === "unpublish" ? "ends" : "publishes"}`)}: ${entry.title || `#${entry.id}`}`;
  const link = (entry: CalendarEntry) => (entry.resource === "campaigns" ? `/admin/campaigns/${entry.id}` : recordEditPath(entry.resource, entry.id));
  const color = (entry: CalendarEntry) => (entry.kind === "campaign" ? CAMPAIGN_STATUS_COLORS[entry.state as CampaignStatus] : "default");

  return (
    <Card
      title={t("resources.campaigns.calendar.title")}
      extra={<span data-testid="campaign-calendar-zone">{timeZoneLabel(month.toDate())}</span>}
      className="admin-campaign-calendar"
      data-testid="campaign-calendar"
      style={{ marginBottom: 16 }}
    >
      <Calendar
        value={month}
        onPanelChange={(value, mode) => mode === "month" && setMonth(value)}
        onSelect={(value, info) => info.source !== "date" && setMonth(value)}
        cellRender={(current, info) =>
          info.type === "date" ? (
            <ul className="admin-calendar-entries">
              {entriesOn(current).map((entry) => (
                <li key={`${entry.resource}:${entry.id}:${entry.state}`}>
                  <Tooltip title={`${hour(entry)} · ${label(entry)}`}>
                    <Link to={link(entry)}>
                      <Tag color={color(entry)} className="admin-calendar-tag">
                        {`${hour(entry)} ${label(entry)}`}
                      </Tag>
                    </Link>
                  </Tooltip>
                </li>
              ))}
            </ul>
          ) : (
            info.originNode
          )
        }
      />
    </Card>
  );
}
