CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"municipality" text NOT NULL,
	"province" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"address_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_listings" (
	"user_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_listings_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_tenants" (
	"user_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_tenants_user_id_tenant_id_pk" PRIMARY KEY("user_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "listing_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"image_key" text NOT NULL,
	"position" smallint NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"listing_type" smallint NOT NULL,
	"owner_type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"city_id" integer NOT NULL,
	"street_id" integer NOT NULL,
	"house_number" text NOT NULL,
	"postcode" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"surface_m2" integer NOT NULL,
	"furnishing" smallint NOT NULL,
	"rent_cents" integer NOT NULL,
	"service_costs_cents" integer DEFAULT 0 NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"utilities_included" boolean DEFAULT false NOT NULL,
	"available_from" date NOT NULL,
	"available_to" date,
	"rental_period" smallint,
	"is_bathroom_private" boolean DEFAULT false NOT NULL,
	"is_toilet_private" boolean DEFAULT false NOT NULL,
	"is_kitchen_private" boolean DEFAULT false NOT NULL,
	"has_internet" boolean DEFAULT false NOT NULL,
	"is_smoking_inside_allowed" boolean DEFAULT false NOT NULL,
	"is_pets_inside_allowed" boolean DEFAULT false NOT NULL,
	"preferred_genders" smallint DEFAULT 8 NOT NULL,
	"preferred_age_min" smallint DEFAULT 16 NOT NULL,
	"preferred_age_max" smallint DEFAULT 99 NOT NULL,
	"preferred_occupations" smallint DEFAULT 15 NOT NULL,
	"suitable_for_persons" smallint DEFAULT 1 NOT NULL,
	"current_residents" smallint DEFAULT 0 NOT NULL,
	"current_resident_genders" smallint DEFAULT 0 NOT NULL,
	"energy_label" text DEFAULT 'Unknown' NOT NULL,
	"languages" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"top_advert_until" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "streets" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"postcode4" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"address_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"photo_key" text,
	"locale" text DEFAULT 'nl' NOT NULL,
	"has_premium_account" boolean DEFAULT false NOT NULL,
	"product_short_description" text,
	"gender" smallint,
	"birth_date" date,
	"occupation" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favorite_listings" ADD CONSTRAINT "favorite_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_listings" ADD CONSTRAINT "favorite_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_tenants" ADD CONSTRAINT "favorite_tenants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_tenants" ADD CONSTRAINT "favorite_tenants_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_street_id_streets_id_fk" FOREIGN KEY ("street_id") REFERENCES "public"."streets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streets" ADD CONSTRAINT "streets_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cities_slug_uq" ON "cities" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "cities_name_trgm_idx" ON "cities" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listing_photos_listing_idx" ON "listing_photos" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listings_landlord_idx" ON "listings" USING btree ("landlord_id");--> statement-breakpoint
CREATE INDEX "listings_visible_city_published_idx" ON "listings" USING btree ("city_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."status" in (3, 4, 10);--> statement-breakpoint
CREATE INDEX "listings_visible_city_rent_idx" ON "listings" USING btree ("city_id","rent_cents","id") WHERE "listings"."status" in (3, 4, 10);--> statement-breakpoint
CREATE INDEX "listings_visible_published_idx" ON "listings" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."status" in (3, 4, 10);--> statement-breakpoint
CREATE INDEX "listings_visible_point_idx" ON "listings" USING gist (point("lng", "lat")) WHERE "listings"."status" in (3, 4, 10);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "streets_city_slug_uq" ON "streets" USING btree ("city_id","slug");--> statement-breakpoint
CREATE INDEX "streets_name_trgm_idx" ON "streets" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));