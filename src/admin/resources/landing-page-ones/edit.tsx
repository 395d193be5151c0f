import { ResourceEdit } from "../../generic/resource-edit.tsx";
import { landingPageOnes } from "./index.ts";
import { SwiperItems } from "./swiper-items.tsx";

export default function LandingPageOneEdit() {
  return <ResourceEdit definition={landingPageOnes} below={(record) => <SwiperItems landingPageOneId={record.id} />} />;
}
