import { sql } from "kysely";

/**
 * True for a `commodity_specs` row whose attribute its product's current category offers (the category's own,
 * its parent's or its grandparent's: MAX_TYPE_LEVEL is 3). A product moved to another category keeps its earlier
 * values, so moving it back loses nothing, but no page, filter, facet, compatibility check or export reads them.
 */
export const specApplies = sql<boolean>`exists (
  select 1 from spec_attribute_categories as link
  join commodities as owner on owner.id = commodity_specs.commodity_id
  join commodity_types as category on category.id = owner.commodity_type_id
  left join commodity_types as parent on parent.id = category.parent_id
  where link.attribute_id = commodity_specs.attribute_id
    and link.commodity_type_id in (category.id, category.parent_id, parent.parent_id)
)`;
