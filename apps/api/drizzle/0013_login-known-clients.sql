CREATE TABLE "login_known_clients" (
	"account_key" text NOT NULL,
	"client_key" text NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_known_clients_account_key_client_key_pk" PRIMARY KEY("account_key","client_key")
);
--> statement-breakpoint
CREATE INDEX "login_known_clients_last_sign_in_at_idx" ON "login_known_clients" USING btree ("last_sign_in_at");