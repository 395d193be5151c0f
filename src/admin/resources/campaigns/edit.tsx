import { ResourceEdit } from "../../generic/resource-edit.tsx";
import { campaigns } from "./index.ts";
import { CampaignSchedule } from "./schedule.tsx";

export default function CampaignEdit() {
  return <ResourceEdit definition={campaigns} below={(record, reload, dirty) => <CampaignSchedule campaign={record} reload={reload} unsaved={dirty} />} />;
}
