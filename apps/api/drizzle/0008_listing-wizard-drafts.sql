ALTER TABLE "listings" ALTER COLUMN "owner_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "city_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "street_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "house_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "postcode" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "lat" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "lng" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "surface_m2" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "furnishing" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "rent_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "available_from" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "description" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "wizard_saved_steps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_landlord_concept_idx" ON "listings" USING btree ("landlord_id","created_at" DESC NULLS LAST) WHERE "listings"."status" = -1;--> statement-breakpoint
CREATE INDEX "listings_description_md5_idx" ON "listings" USING hash (md5(lower("description")));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_complete_unless_concept" CHECK ("listings"."status" = -1 or ("listings"."owner_type" is not null and "listings"."city_id" is not null and "listings"."street_id" is not null and "listings"."house_number" is not null and "listings"."postcode" is not null and "listings"."lat" is not null and "listings"."lng" is not null and "listings"."surface_m2" is not null and "listings"."furnishing" is not null and "listings"."rent_cents" is not null and "listings"."available_from" is not null and "listings"."title" is not null and "listings"."description" is not null));