import { LandingPageList } from "../landing-page-list.tsx";
import { landingPageOnes } from "./index.ts";

export default function LandingPageOneList() {
  return <LandingPageList definition={landingPageOnes} imageField="advertis_pc_img" bulk="categoryPages" />;
}
