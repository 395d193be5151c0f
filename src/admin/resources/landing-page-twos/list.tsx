import { LandingPageList } from "../landing-page-list.tsx";
import { landingPageTwos } from "./index.ts";

export default function LandingPageTwoList() {
  return <LandingPageList definition={landingPageTwos} imageField="banner_pc_img" bulk="subcategoryPages" />;
}
