import { ResourceEdit } from "../../generic/resource-edit.tsx";
import { rotationCharts } from "./index.ts";

export default function RotationChartEdit() {
  return <ResourceEdit definition={rotationCharts} />;
}
