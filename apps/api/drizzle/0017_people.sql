-- Issue 26 (people): tenant profiles, student houses (listings and auto-replies now point at
-- real houses), and the account columns of the settings, dashboard and account deletion.
CREATE TABLE "student_houses" (
	"id" serial PRIMARY KEY NOT NULL,
	"landlord_id" integer NOT NULL,
	"name" text NOT NULL,
	"city_id" integer NOT NULL,
	"street_id" integer NOT NULL,
	"house_number" text NOT NULL,
	"postcode" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"facilities" integer DEFAULT 0 NOT NULL,
	"house_rules" text DEFAULT '' NOT NULL,
	"photo_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"age_band" smallint,
	"languages" integer DEFAULT 0 NOT NULL,
	"city_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"max_rent_cents" integer,
	"min_surface_m2" smallint,
	"furnishings" smallint DEFAULT 0 NOT NULL,
	"move_in_date" date,
	"availability_periods" smallint DEFAULT 0 NOT NULL,
	"household_size" smallint DEFAULT 1 NOT NULL,
	"smoker" boolean DEFAULT false NOT NULL,
	"has_pets" boolean DEFAULT false NOT NULL,
	"roommate_max" smallint,
	"roommate_genders" smallint DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"searchable" boolean DEFAULT false NOT NULL,
	"completeness" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "message_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_houses" ADD CONSTRAINT "student_houses_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_houses" ADD CONSTRAINT "student_houses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_houses" ADD CONSTRAINT "student_houses_street_id_streets_id_fk" FOREIGN KEY ("street_id") REFERENCES "public"."streets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_profiles" ADD CONSTRAINT "tenant_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_houses_landlord_idx" ON "student_houses" USING btree ("landlord_id");--> statement-breakpoint
CREATE INDEX "tenant_profiles_cities_idx" ON "tenant_profiles" USING gin ("city_ids") WHERE "tenant_profiles"."visible" and "tenant_profiles"."searchable";--> statement-breakpoint
CREATE INDEX "tenant_profiles_shown_updated_idx" ON "tenant_profiles" USING btree ("updated_at" DESC NULLS LAST,"user_id") WHERE "tenant_profiles"."visible" and "tenant_profiles"."searchable";--> statement-breakpoint
ALTER TABLE "conversation_auto_replies" ADD CONSTRAINT "conversation_auto_replies_student_house_id_student_houses_id_fk" FOREIGN KEY ("student_house_id") REFERENCES "public"."student_houses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_student_house_id_student_houses_id_fk" FOREIGN KEY ("student_house_id") REFERENCES "public"."student_houses"("id") ON DELETE set null ON UPDATE no action;