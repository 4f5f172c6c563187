export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      area_access_requests: {
        Row: {
          area: string
          created_at: string
          decided_at: string | null
          decided_by: string | null
          id: string
          message: string | null
          status: string
          user_id: string
        }
        Insert: {
          area: string
          created_at?: string
          decided_at?: string | null
          decided_by?: string | null
          id?: string
          message?: string | null
          status?: string
          user_id?: string
        }
        Update: {
          area?: string
          created_at?: string
          decided_at?: string | null
          decided_by?: string | null
          id?: string
          message?: string | null
          status?: string
          user_id?: string
        }
        Relationships: []
      }
      audit_logs: {
        Row: {
          action_details: Json
          action_type: string
          log_id: string
          source_app: string
          timestamp: string
          user_id: string | null
          user_role: string
        }
        Insert: {
          action_details?: Json
          action_type: string
          log_id?: string
          source_app?: string
          timestamp?: string
          user_id?: string | null
          user_role: string
        }
        Update: {
          action_details?: Json
          action_type?: string
          log_id?: string
          source_app?: string
          timestamp?: string
          user_id?: string | null
          user_role?: string
        }
        Relationships: []
      }
      auth_attempt_counters: {
        Row: {
          client_address: string
          failures: number
          kind: string
          last_failed_at: string | null
          locked_until: string | null
          user_id: string
        }
        Insert: {
          client_address?: string
          failures?: number
          kind: string
          last_failed_at?: string | null
          locked_until?: string | null
          user_id: string
        }
        Update: {
          client_address?: string
          failures?: number
          kind?: string
          last_failed_at?: string | null
          locked_until?: string | null
          user_id?: string
        }
        Relationships: []
      }
      client_error_reports: {
        Row: {
          action: string | null
          created_at: string
          message: string
          path: string | null
          remote: string
          report_id: number
          source: string
          stack: string | null
          user_id: string | null
          version: string
        }
        Insert: {
          action?: string | null
          created_at?: string
          message: string
          path?: string | null
          remote: string
          report_id?: never
          source: string
          stack?: string | null
          user_id?: string | null
          version?: string
        }
        Update: {
          action?: string | null
          created_at?: string
          message?: string
          path?: string | null
          remote?: string
          report_id?: never
          source?: string
          stack?: string | null
          user_id?: string | null
          version?: string
        }
        Relationships: []
      }
      content_leads: {
        Row: {
          country: string | null
          created_at: string
          job_title: string | null
          lead_email: string
          lead_id: string
          lead_name: string
          organization: string | null
          phone_number: string | null
          resource_id: string | null
        }
        Insert: {
          country?: string | null
          created_at?: string
          job_title?: string | null
          lead_email: string
          lead_id?: string
          lead_name: string
          organization?: string | null
          phone_number?: string | null
          resource_id?: string | null
        }
        Update: {
          country?: string | null
          created_at?: string
          job_title?: string | null
          lead_email?: string
          lead_id?: string
          lead_name?: string
          organization?: string | null
          phone_number?: string | null
          resource_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "content_leads_resource_id_fkey"
            columns: ["resource_id"]
            isOneToOne: false
            referencedRelation: "resource_items"
            referencedColumns: ["item_id"]
          },
        ]
      }
      corporate_team_invitations: {
        Row: {
          created_at: string
          email: string
          expires_at: string
          invitation_id: string
          invitation_token_id: string | null
          invited_by: string | null
          team_id: string
        }
        Insert: {
          created_at?: string
          email: string
          expires_at?: string
          invitation_id?: string
          invitation_token_id?: string | null
          invited_by?: string | null
          team_id: string
        }
        Update: {
          created_at?: string
          email?: string
          expires_at?: string
          invitation_id?: string
          invitation_token_id?: string | null
          invited_by?: string | null
          team_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "corporate_team_invitations_invitation_token_id_fkey"
            columns: ["invitation_token_id"]
            isOneToOne: false
            referencedRelation: "invitation_tokens"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "corporate_team_invitations_team_id_fkey"
            columns: ["team_id"]
            isOneToOne: false
            referencedRelation: "corporate_teams"
            referencedColumns: ["team_id"]
          },
        ]
      }
      corporate_team_members: {
        Row: {
          added_at: string
          added_by: string | null
          team_id: string
          user_id: string
        }
        Insert: {
          added_at?: string
          added_by?: string | null
          team_id: string
          user_id: string
        }
        Update: {
          added_at?: string
          added_by?: string | null
          team_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "corporate_team_members_team_id_fkey"
            columns: ["team_id"]
            isOneToOne: false
            referencedRelation: "corporate_teams"
            referencedColumns: ["team_id"]
          },
        ]
      }
      corporate_teams: {
        Row: {
          created_at: string
          max_members: number
          organization: string | null
          team_id: string
          team_name: string
          team_owner_id: string
        }
        Insert: {
          created_at?: string
          max_members?: number
          organization?: string | null
          team_id?: string
          team_name: string
          team_owner_id?: string
        }
        Update: {
          created_at?: string
          max_members?: number
          organization?: string | null
          team_id?: string
          team_name?: string
          team_owner_id?: string
        }
        Relationships: []
      }
      discount_code_checks: {
        Row: {
          checks: number
          subject: string
          window_start: string
        }
        Insert: {
          checks?: number
          subject: string
          window_start: string
        }
        Update: {
          checks?: number
          subject?: string
          window_start?: string
        }
        Relationships: []
      }
      discount_codes: {
        Row: {
          applicable_tiers: string[] | null
          code: string
          created_at: string
          created_by: string | null
          discount_type: string
          discount_value: number
          id: string
          is_active: boolean
          max_uses: number | null
          max_uses_per_member: number | null
          min_purchase_amount_cents: number
          times_used: number
          valid_until: string | null
        }
        Insert: {
          applicable_tiers?: string[] | null
          code: string
          created_at?: string
          created_by?: string | null
          discount_type: string
          discount_value: number
          id?: string
          is_active?: boolean
          max_uses?: number | null
          max_uses_per_member?: number | null
          min_purchase_amount_cents?: number
          times_used?: number
          valid_until?: string | null
        }
        Update: {
          applicable_tiers?: string[] | null
          code?: string
          created_at?: string
          created_by?: string | null
          discount_type?: string
          discount_value?: number
          id?: string
          is_active?: boolean
          max_uses?: number | null
          max_uses_per_member?: number | null
          min_purchase_amount_cents?: number
          times_used?: number
          valid_until?: string | null
        }
        Relationships: []
      }
      form_notifications: {
        Row: {
          form: string
          notified_at: string
          row_id: string
        }
        Insert: {
          form: string
          notified_at?: string
          row_id: string
        }
        Update: {
          form?: string
          notified_at?: string
          row_id?: string
        }
        Relationships: []
      }
      intel_acknowledgements: {
        Row: {
          acknowledged_at: string
          acknowledged_by: string | null
          advisory_id: string
          note: string | null
          org_id: string
          status: string
        }
        Insert: {
          acknowledged_at?: string
          acknowledged_by?: string | null
          advisory_id: string
          note?: string | null
          org_id: string
          status: string
        }
        Update: {
          acknowledged_at?: string
          acknowledged_by?: string | null
          advisory_id?: string
          note?: string | null
          org_id?: string
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "intel_acknowledgements_advisory_id_fkey"
            columns: ["advisory_id"]
            isOneToOne: false
            referencedRelation: "intel_advisories"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "intel_acknowledgements_org_id_fkey"
            columns: ["org_id"]
            isOneToOne: false
            referencedRelation: "intel_organisations"
            referencedColumns: ["id"]
          },
        ]
      }
      intel_advisories: {
        Row: {
          countries: string[]
          created_at: string
          created_by: string | null
          id: string
          published_at: string | null
          sectors: string[]
          severity: string
          status: string
          summary: string
          title: string
          tlp: string
          updated_at: string
          version: number
        }
        Insert: {
          countries?: string[]
          created_at?: string
          created_by?: string | null
          id?: string
          published_at?: string | null
          sectors?: string[]
          severity: string
          status?: string
          summary: string
          title: string
          tlp: string
          updated_at?: string
          version?: number
        }
        Update: {
          countries?: string[]
          created_at?: string
          created_by?: string | null
          id?: string
          published_at?: string | null
          sectors?: string[]
          severity?: string
          status?: string
          summary?: string
          title?: string
          tlp?: string
          updated_at?: string
          version?: number
        }
        Relationships: []
      }
      intel_advisory_contents: {
        Row: {
          advisory_id: string
          body: string
          refs: string[]
        }
        Insert: {
          advisory_id: string
          body?: string
          refs?: string[]
        }
        Update: {
          advisory_id?: string
          body?: string
          refs?: string[]
        }
        Relationships: [
          {
            foreignKeyName: "intel_advisory_contents_advisory_id_fkey"
            columns: ["advisory_id"]
            isOneToOne: true
            referencedRelation: "intel_advisories"
            referencedColumns: ["id"]
          },
        ]
      }
      intel_advisory_recipients: {
        Row: {
          advisory_id: string
          id: string
          org_id: string | null
          user_id: string | null
        }
        Insert: {
          advisory_id: string
          id?: string
          org_id?: string | null
          user_id?: string | null
        }
        Update: {
          advisory_id?: string
          id?: string
          org_id?: string | null
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "intel_advisory_recipients_advisory_id_fkey"
            columns: ["advisory_id"]
            isOneToOne: false
            referencedRelation: "intel_advisories"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "intel_advisory_recipients_org_id_fkey"
            columns: ["org_id"]
            isOneToOne: false
            referencedRelation: "intel_organisations"
            referencedColumns: ["id"]
          },
        ]
      }
      intel_advisory_versions: {
        Row: {
          advisory_id: string
          body: string
          change_note: string | null
          changed_at: string
          changed_by: string | null
          severity: string
          status: string
          summary: string
          title: string
          tlp: string
          version: number
        }
        Insert: {
          advisory_id: string
          body: string
          change_note?: string | null
          changed_at?: string
          changed_by?: string | null
          severity: string
          status: string
          summary: string
          title: string
          tlp: string
          version: number
        }
        Update: {
          advisory_id?: string
          body?: string
          change_note?: string | null
          changed_at?: string
          changed_by?: string | null
          severity?: string
          status?: string
          summary?: string
          title?: string
          tlp?: string
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "intel_advisory_versions_advisory_id_fkey"
            columns: ["advisory_id"]
            isOneToOne: false
            referencedRelation: "intel_advisories"
            referencedColumns: ["id"]
          },
        ]
      }
      intel_attachments: {
        Row: {
          advisory_id: string
          content_type: string
          created_at: string
          created_by: string | null
          file_name: string
          id: string
          size_bytes: number
          storage_path: string
        }
        Insert: {
          advisory_id: string
          content_type: string
          created_at?: string
          created_by?: string | null
          file_name: string
          id?: string
          size_bytes: number
          storage_path: string
        }
        Update: {
          advisory_id?: string
          content_type?: string
          created_at?: string
          created_by?: string | null
          file_name?: string
          id?: string
          size_bytes?: number
          storage_path?: string
        }
        Relationships: [
          {
            foreignKeyName: "intel_attachments_advisory_id_fkey"
            columns: ["advisory_id"]
            isOneToOne: false
            referencedRelation: "intel_advisories"
            referencedColumns: ["id"]
          },
        ]
      }
      intel_indicators: {
        Row: {
          advisory_id: string
          created_at: string
          description: string | null
          id: string
          type: string
          value: string
        }
        Insert: {
          advisory_id: string
          created_at?: string
          description?: string | null
          id?: string
          type: string
          value: string
        }
        Update: {
          advisory_id?: string
          created_at?: string
          description?: string | null
          id?: string
          type?: string
          value?: string
        }
        Relationships: [
          {
            foreignKeyName: "intel_indicators_advisory_id_fkey"
            columns: ["advisory_id"]
            isOneToOne: false
            referencedRelation: "intel_advisories"
            referencedColumns: ["id"]
          },
        ]
      }
      intel_org_members: {
        Row: {
          created_at: string
          org_id: string
          role: string
          user_id: string
        }
        Insert: {
          created_at?: string
          org_id: string
          role?: string
          user_id: string
        }
        Update: {
          created_at?: string
          org_id?: string
          role?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "intel_org_members_org_id_fkey"
            columns: ["org_id"]
            isOneToOne: false
            referencedRelation: "intel_organisations"
            referencedColumns: ["id"]
          },
        ]
      }
      intel_organisations: {
        Row: {
          country: string
          created_at: string
          id: string
          kind: string
          name: string
          sector: string
        }
        Insert: {
          country: string
          created_at?: string
          id?: string
          kind: string
          name: string
          sector: string
        }
        Update: {
          country?: string
          created_at?: string
          id?: string
          kind?: string
          name?: string
          sector?: string
        }
        Relationships: []
      }
      intel_protocols: {
        Row: {
          body: string
          created_at: string
          created_by: string | null
          id: string
          incident_type: string
          recipient_org_ids: string[]
          title: string
          tlp: string
          updated_at: string
        }
        Insert: {
          body: string
          created_at?: string
          created_by?: string | null
          id?: string
          incident_type: string
          recipient_org_ids?: string[]
          title: string
          tlp?: string
          updated_at?: string
        }
        Update: {
          body?: string
          created_at?: string
          created_by?: string | null
          id?: string
          incident_type?: string
          recipient_org_ids?: string[]
          title?: string
          tlp?: string
          updated_at?: string
        }
        Relationships: []
      }
      intel_watchlist_entries: {
        Row: {
          created_at: string
          created_by: string | null
          id: string
          kind: string
          org_id: string
          value: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          id?: string
          kind: string
          org_id: string
          value: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          id?: string
          kind?: string
          org_id?: string
          value?: string
        }
        Relationships: [
          {
            foreignKeyName: "intel_watchlist_entries_org_id_fkey"
            columns: ["org_id"]
            isOneToOne: false
            referencedRelation: "intel_organisations"
            referencedColumns: ["id"]
          },
        ]
      }
      invitation_tokens: {
        Row: {
          created_at: string
          created_by: string | null
          email: string
          expires_at: string
          id: string
          token: string
          used_at: string | null
          waitlist_id: string | null
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          email: string
          expires_at?: string
          id?: string
          token?: string
          used_at?: string | null
          waitlist_id?: string | null
        }
        Update: {
          created_at?: string
          created_by?: string | null
          email?: string
          expires_at?: string
          id?: string
          token?: string
          used_at?: string | null
          waitlist_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "invitation_tokens_waitlist_id_fkey"
            columns: ["waitlist_id"]
            isOneToOne: false
            referencedRelation: "waitlist"
            referencedColumns: ["id"]
          },
        ]
      }
      mail_outbox: {
        Row: {
          attempts: number
          claimed_at: string | null
          created_at: string
          id: string
          idempotency_key: string
          kind: string
          language: string
          last_error: string | null
          payload: Json
          provider_id: string | null
          send_after: string
          sent_at: string | null
          status: string
          to_email: string
          user_id: string | null
        }
        Insert: {
          attempts?: number
          claimed_at?: string | null
          created_at?: string
          id?: string
          idempotency_key: string
          kind: string
          language?: string
          last_error?: string | null
          payload?: Json
          provider_id?: string | null
          send_after?: string
          sent_at?: string | null
          status?: string
          to_email: string
          user_id?: string | null
        }
        Update: {
          attempts?: number
          claimed_at?: string | null
          created_at?: string
          id?: string
          idempotency_key?: string
          kind?: string
          language?: string
          last_error?: string | null
          payload?: Json
          provider_id?: string | null
          send_after?: string
          sent_at?: string | null
          status?: string
          to_email?: string
          user_id?: string | null
        }
        Relationships: []
      }
      mail_signing_keys: {
        Row: {
          purpose: string
          secret: string
        }
        Insert: {
          purpose: string
          secret?: string
        }
        Update: {
          purpose?: string
          secret?: string
        }
        Relationships: []
      }
      member_directory: {
        Row: {
          bio: string | null
          created_at: string
          directory_id: string
          expertise_areas: string[]
          is_public: boolean
          linkedin_url: string | null
          location: string | null
          research_interests: string | null
          updated_at: string
          user_id: string
        }
        Insert: {
          bio?: string | null
          created_at?: string
          directory_id?: string
          expertise_areas?: string[]
          is_public?: boolean
          linkedin_url?: string | null
          location?: string | null
          research_interests?: string | null
          updated_at?: string
          user_id?: string
        }
        Update: {
          bio?: string | null
          created_at?: string
          directory_id?: string
          expertise_areas?: string[]
          is_public?: boolean
          linkedin_url?: string | null
          location?: string | null
          research_interests?: string | null
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "member_directory_profile_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      membership_pricing: {
        Row: {
          base_price_cents: number
          billing_period: string
          created_at: string
          id: string
          is_active: boolean
          price_per_additional_member_cents: number
          team_size_min: number
          tier: string
          updated_at: string
        }
        Insert: {
          base_price_cents: number
          billing_period?: string
          created_at?: string
          id?: string
          is_active?: boolean
          price_per_additional_member_cents?: number
          team_size_min?: number
          tier: string
          updated_at?: string
        }
        Update: {
          base_price_cents?: number
          billing_period?: string
          created_at?: string
          id?: string
          is_active?: boolean
          price_per_additional_member_cents?: number
          team_size_min?: number
          tier?: string
          updated_at?: string
        }
        Relationships: []
      }
      mfa_backup_codes: {
        Row: {
          code_hash: string
          created_at: string
          id: string
          used_at: string | null
          user_id: string
        }
        Insert: {
          code_hash: string
          created_at?: string
          id?: string
          used_at?: string | null
          user_id: string
        }
        Update: {
          code_hash?: string
          created_at?: string
          id?: string
          used_at?: string | null
          user_id?: string
        }
        Relationships: []
      }
      mfa_enforcement: {
        Row: {
          created_at: string
          mfa_disabled_at: string | null
          mfa_setup_deadline: string | null
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          mfa_disabled_at?: string | null
          mfa_setup_deadline?: string | null
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          mfa_disabled_at?: string | null
          mfa_setup_deadline?: string | null
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      mfa_support_requests: {
        Row: {
          contact_method: string | null
          created_at: string
          description: string
          id: string
          request_type: string
          resolution_notes: string | null
          resolved_at: string | null
          resolved_by: string | null
          status: string
          user_id: string | null
        }
        Insert: {
          contact_method?: string | null
          created_at?: string
          description: string
          id?: string
          request_type: string
          resolution_notes?: string | null
          resolved_at?: string | null
          resolved_by?: string | null
          status?: string
          user_id?: string | null
        }
        Update: {
          contact_method?: string | null
          created_at?: string
          description?: string
          id?: string
          request_type?: string
          resolution_notes?: string | null
          resolved_at?: string | null
          resolved_by?: string | null
          status?: string
          user_id?: string | null
        }
        Relationships: []
      }
      newsletter_issues: {
        Row: {
          body: string
          id: string
          recipients: number
          sent_at: string
          sent_by: string | null
          subject: string
        }
        Insert: {
          body: string
          id?: string
          recipients?: number
          sent_at?: string
          sent_by?: string | null
          subject: string
        }
        Update: {
          body?: string
          id?: string
          recipients?: number
          sent_at?: string
          sent_by?: string | null
          subject?: string
        }
        Relationships: []
      }
      newsletter_subscriptions: {
        Row: {
          confirm_expires_at: string | null
          confirm_sent_at: string | null
          confirm_token_hash: string | null
          consent_at: string | null
          email: string
          id: string
          language: string
          requested_at: string
          status: string
          unsubscribed_at: string | null
          user_id: string | null
        }
        Insert: {
          confirm_expires_at?: string | null
          confirm_sent_at?: string | null
          confirm_token_hash?: string | null
          consent_at?: string | null
          email: string
          id?: string
          language?: string
          requested_at?: string
          status?: string
          unsubscribed_at?: string | null
          user_id?: string | null
        }
        Update: {
          confirm_expires_at?: string | null
          confirm_sent_at?: string | null
          confirm_token_hash?: string | null
          consent_at?: string | null
          email?: string
          id?: string
          language?: string
          requested_at?: string
          status?: string
          unsubscribed_at?: string | null
          user_id?: string | null
        }
        Relationships: []
      }
      profiles: {
        Row: {
          country: string | null
          created_at: string
          full_name: string | null
          has_premium_tool_access: boolean
          id: string
          is_cert_partner: boolean
          is_lms_active: boolean
          job_title: string | null
          membership_tier: string | null
          mfa_enabled: boolean
          organization: string | null
          phone_number: string | null
          renewal_reminders: boolean
          updated_at: string
          user_id: string
        }
        Insert: {
          country?: string | null
          created_at?: string
          full_name?: string | null
          has_premium_tool_access?: boolean
          id?: string
          is_cert_partner?: boolean
          is_lms_active?: boolean
          job_title?: string | null
          membership_tier?: string | null
          mfa_enabled?: boolean
          organization?: string | null
          phone_number?: string | null
          renewal_reminders?: boolean
          updated_at?: string
          user_id: string
        }
        Update: {
          country?: string | null
          created_at?: string
          full_name?: string | null
          has_premium_tool_access?: boolean
          id?: string
          is_cert_partner?: boolean
          is_lms_active?: boolean
          job_title?: string | null
          membership_tier?: string | null
          mfa_enabled?: boolean
          organization?: string | null
          phone_number?: string | null
          renewal_reminders?: boolean
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      public_form_submissions: {
        Row: {
          client_address: string
          form: string
          submissions: number
          window_start: string
        }
        Insert: {
          client_address: string
          form: string
          submissions?: number
          window_start: string
        }
        Update: {
          client_address?: string
          form?: string
          submissions?: number
          window_start?: string
        }
        Relationships: []
      }
      rd_inquiries: {
        Row: {
          contact_email: string
          contact_name: string
          created_at: string
          inquiry_id: string
          organization_name: string
          organization_type: string
          project_scope: string | null
          project_title: string
          status: string
          updated_at: string
        }
        Insert: {
          contact_email: string
          contact_name: string
          created_at?: string
          inquiry_id?: string
          organization_name: string
          organization_type: string
          project_scope?: string | null
          project_title: string
          status?: string
          updated_at?: string
        }
        Update: {
          contact_email?: string
          contact_name?: string
          created_at?: string
          inquiry_id?: string
          organization_name?: string
          organization_type?: string
          project_scope?: string | null
          project_title?: string
          status?: string
          updated_at?: string
        }
        Relationships: []
      }
      rd_project_deliverables: {
        Row: {
          created_at: string
          created_by: string | null
          deliverable_id: string
          done: boolean
          due_date: string | null
          project_id: string
          title: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          deliverable_id?: string
          done?: boolean
          due_date?: string | null
          project_id: string
          title: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          deliverable_id?: string
          done?: boolean
          due_date?: string | null
          project_id?: string
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: "rd_project_deliverables_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "rd_projects"
            referencedColumns: ["project_id"]
          },
        ]
      }
      rd_project_members: {
        Row: {
          added_at: string
          added_by: string | null
          project_id: string
          user_id: string
        }
        Insert: {
          added_at?: string
          added_by?: string | null
          project_id: string
          user_id: string
        }
        Update: {
          added_at?: string
          added_by?: string | null
          project_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "rd_project_members_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "rd_projects"
            referencedColumns: ["project_id"]
          },
        ]
      }
      rd_project_messages: {
        Row: {
          author_id: string | null
          author_name: string | null
          author_role: string
          body: string
          created_at: string
          message_id: string
          project_id: string
        }
        Insert: {
          author_id?: string | null
          author_name?: string | null
          author_role?: string
          body: string
          created_at?: string
          message_id?: string
          project_id: string
        }
        Update: {
          author_id?: string | null
          author_name?: string | null
          author_role?: string
          body?: string
          created_at?: string
          message_id?: string
          project_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "rd_project_messages_project_id_fkey"
            columns: ["project_id"]
            isOneToOne: false
            referencedRelation: "rd_projects"
            referencedColumns: ["project_id"]
          },
        ]
      }
      rd_projects: {
        Row: {
          budget_usd: number | null
          client_organization: string | null
          created_at: string
          description: string | null
          end_date: string | null
          project_id: string
          project_manager_id: string
          project_name: string
          start_date: string | null
          status: string
        }
        Insert: {
          budget_usd?: number | null
          client_organization?: string | null
          created_at?: string
          description?: string | null
          end_date?: string | null
          project_id?: string
          project_manager_id?: string
          project_name: string
          start_date?: string | null
          status?: string
        }
        Update: {
          budget_usd?: number | null
          client_organization?: string | null
          created_at?: string
          description?: string | null
          end_date?: string | null
          project_id?: string
          project_manager_id?: string
          project_name?: string
          start_date?: string | null
          status?: string
        }
        Relationships: []
      }
      resource_downloads: {
        Row: {
          created_at: string
          id: string
          lead_id: string | null
          resource_id: string
          user_id: string | null
        }
        Insert: {
          created_at?: string
          id?: string
          lead_id?: string | null
          resource_id: string
          user_id?: string | null
        }
        Update: {
          created_at?: string
          id?: string
          lead_id?: string | null
          resource_id?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "resource_downloads_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "content_leads"
            referencedColumns: ["lead_id"]
          },
          {
            foreignKeyName: "resource_downloads_resource_id_fkey"
            columns: ["resource_id"]
            isOneToOne: false
            referencedRelation: "resource_items"
            referencedColumns: ["item_id"]
          },
        ]
      }
      resource_items: {
        Row: {
          access_tier: string
          author_names: string[]
          content_type: string
          created_at: string
          created_by: string | null
          description: string | null
          file_storage_path: string | null
          item_id: string
          mock_cover_url: string | null
          publish_date: string
          search_vector: unknown
          tags: string[] | null
          title: string
          updated_at: string
        }
        Insert: {
          access_tier?: string
          author_names?: string[]
          content_type: string
          created_at?: string
          created_by?: string | null
          description?: string | null
          file_storage_path?: string | null
          item_id?: string
          mock_cover_url?: string | null
          publish_date?: string
          search_vector?: unknown
          tags?: string[] | null
          title: string
          updated_at?: string
        }
        Update: {
          access_tier?: string
          author_names?: string[]
          content_type?: string
          created_at?: string
          created_by?: string | null
          description?: string | null
          file_storage_path?: string | null
          item_id?: string
          mock_cover_url?: string | null
          publish_date?: string
          search_vector?: unknown
          tags?: string[] | null
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      resource_type_counts: {
        Row: {
          content_type: string
          item_count: number
        }
        Insert: {
          content_type: string
          item_count: number
        }
        Update: {
          content_type?: string
          item_count?: number
        }
        Relationships: []
      }
      skillup_attempt_answers: {
        Row: {
          answered_at: string | null
          attempt_id: string
          is_correct: boolean | null
          position: number
          question_id: string
          selected_option_ids: string[]
        }
        Insert: {
          answered_at?: string | null
          attempt_id: string
          is_correct?: boolean | null
          position: number
          question_id: string
          selected_option_ids?: string[]
        }
        Update: {
          answered_at?: string | null
          attempt_id?: string
          is_correct?: boolean | null
          position?: number
          question_id?: string
          selected_option_ids?: string[]
        }
        Relationships: [
          {
            foreignKeyName: "skillup_attempt_answers_attempt_id_fkey"
            columns: ["attempt_id"]
            isOneToOne: false
            referencedRelation: "skillup_attempts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skillup_attempt_answers_question_id_fkey"
            columns: ["question_id"]
            isOneToOne: false
            referencedRelation: "skillup_questions"
            referencedColumns: ["id"]
          },
        ]
      }
      skillup_attempts: {
        Row: {
          attempt_no: number
          deadline_at: string
          exam_id: string
          id: string
          passed: boolean | null
          score_percent: number | null
          started_at: string
          submitted_at: string | null
          user_id: string
        }
        Insert: {
          attempt_no: number
          deadline_at: string
          exam_id: string
          id?: string
          passed?: boolean | null
          score_percent?: number | null
          started_at?: string
          submitted_at?: string | null
          user_id: string
        }
        Update: {
          attempt_no?: number
          deadline_at?: string
          exam_id?: string
          id?: string
          passed?: boolean | null
          score_percent?: number | null
          started_at?: string
          submitted_at?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "skillup_attempts_exam_id_fkey"
            columns: ["exam_id"]
            isOneToOne: false
            referencedRelation: "skillup_exams"
            referencedColumns: ["id"]
          },
        ]
      }
      skillup_certificates: {
        Row: {
          code: string
          course_id: string | null
          cpe_hours: number
          expires_at: string | null
          holder_name: string
          id: string
          issued_at: string
          pathway_id: string | null
          revoked_at: string | null
          revoked_by: string | null
          revoked_reason: string | null
          title: string
          user_id: string
        }
        Insert: {
          code: string
          course_id?: string | null
          cpe_hours?: number
          expires_at?: string | null
          holder_name: string
          id?: string
          issued_at?: string
          pathway_id?: string | null
          revoked_at?: string | null
          revoked_by?: string | null
          revoked_reason?: string | null
          title: string
          user_id: string
        }
        Update: {
          code?: string
          course_id?: string | null
          cpe_hours?: number
          expires_at?: string | null
          holder_name?: string
          id?: string
          issued_at?: string
          pathway_id?: string | null
          revoked_at?: string | null
          revoked_by?: string | null
          revoked_reason?: string | null
          title?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "skillup_certificates_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "skillup_courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skillup_certificates_pathway_id_fkey"
            columns: ["pathway_id"]
            isOneToOne: false
            referencedRelation: "skillup_pathways"
            referencedColumns: ["id"]
          },
        ]
      }
      skillup_course_prerequisites: {
        Row: {
          course_id: string
          prerequisite_id: string
        }
        Insert: {
          course_id: string
          prerequisite_id: string
        }
        Update: {
          course_id?: string
          prerequisite_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "skillup_course_prerequisites_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "skillup_courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skillup_course_prerequisites_prerequisite_id_fkey"
            columns: ["prerequisite_id"]
            isOneToOne: false
            referencedRelation: "skillup_courses"
            referencedColumns: ["id"]
          },
        ]
      }
      skillup_courses: {
        Row: {
          author_id: string | null
          certificate_valid_months: number | null
          cover_url: string | null
          cpe_hours: number
          created_at: string
          estimated_hours: number
          id: string
          language: string
          level: string
          published_at: string | null
          slug: string
          status: string
          summary: string
          title: string
          updated_at: string
        }
        Insert: {
          author_id?: string | null
          certificate_valid_months?: number | null
          cover_url?: string | null
          cpe_hours?: number
          created_at?: string
          estimated_hours?: number
          id?: string
          language?: string
          level?: string
          published_at?: string | null
          slug: string
          status?: string
          summary?: string
          title: string
          updated_at?: string
        }
        Update: {
          author_id?: string | null
          certificate_valid_months?: number | null
          cover_url?: string | null
          cpe_hours?: number
          created_at?: string
          estimated_hours?: number
          id?: string
          language?: string
          level?: string
          published_at?: string | null
          slug?: string
          status?: string
          summary?: string
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      skillup_enrolments: {
        Row: {
          completed_at: string | null
          course_id: string
          enrolled_at: string
          id: string
          last_lesson_id: string | null
          user_id: string
        }
        Insert: {
          completed_at?: string | null
          course_id: string
          enrolled_at?: string
          id?: string
          last_lesson_id?: string | null
          user_id: string
        }
        Update: {
          completed_at?: string | null
          course_id?: string
          enrolled_at?: string
          id?: string
          last_lesson_id?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "skillup_enrolments_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "skillup_courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skillup_enrolments_last_lesson_id_fkey"
            columns: ["last_lesson_id"]
            isOneToOne: false
            referencedRelation: "skillup_lessons"
            referencedColumns: ["id"]
          },
        ]
      }
      skillup_exams: {
        Row: {
          course_id: string
          draw_count: number
          id: string
          max_attempts: number
          module_id: string | null
          pass_mark_percent: number
          retry_wait_hours: number
          time_limit_minutes: number
          title: string
        }
        Insert: {
          course_id: string
          draw_count: number
          id?: string
          max_attempts?: number
          module_id?: string | null
          pass_mark_percent: number
          retry_wait_hours?: number
          time_limit_minutes: number
          title: string
        }
        Update: {
          course_id?: string
          draw_count?: number
          id?: string
          max_attempts?: number
          module_id?: string | null
          pass_mark_percent?: number
          retry_wait_hours?: number
          time_limit_minutes?: number
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: "skillup_exams_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "skillup_courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skillup_exams_module_id_fkey"
            columns: ["module_id"]
            isOneToOne: false
            referencedRelation: "skillup_modules"
            referencedColumns: ["id"]
          },
        ]
      }
      skillup_lesson_completions: {
        Row: {
          client_key: string
          completed_at: string
          course_id: string
          id: string
          lesson_id: string
          user_id: string
        }
        Insert: {
          client_key: string
          completed_at?: string
          course_id: string
          id?: string
          lesson_id: string
          user_id: string
        }
        Update: {
          client_key?: string
          completed_at?: string
          course_id?: string
          id?: string
          lesson_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "skillup_lesson_completions_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "skillup_courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skillup_lesson_completions_lesson_id_fkey"
            columns: ["lesson_id"]
            isOneToOne: false
            referencedRelation: "skillup_lessons"
            referencedColumns: ["id"]
          },
        ]
      }
      skillup_lesson_content: {
        Row: {
          attachment_url: string | null
          body_html: string
          lesson_id: string
          size_bytes: number | null
          video_url: string | null
        }
        Insert: {
          attachment_url?: string | null
          body_html?: string
          lesson_id: string
          size_bytes?: number | null
          video_url?: string | null
        }
        Update: {
          attachment_url?: string | null
          body_html?: string
          lesson_id?: string
          size_bytes?: number | null
          video_url?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "skillup_lesson_content_lesson_id_fkey"
            columns: ["lesson_id"]
            isOneToOne: true
            referencedRelation: "skillup_lessons"
            referencedColumns: ["id"]
          },
        ]
      }
      skillup_lessons: {
        Row: {
          course_id: string
          estimated_minutes: number
          id: string
          module_id: string
          position: number
          title: string
        }
        Insert: {
          course_id: string
          estimated_minutes?: number
          id?: string
          module_id: string
          position: number
          title: string
        }
        Update: {
          course_id?: string
          estimated_minutes?: number
          id?: string
          module_id?: string
          position?: number
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: "skillup_lessons_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "skillup_courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skillup_lessons_module_id_fkey"
            columns: ["module_id"]
            isOneToOne: false
            referencedRelation: "skillup_modules"
            referencedColumns: ["id"]
          },
        ]
      }
      skillup_modules: {
        Row: {
          course_id: string
          id: string
          position: number
          title: string
        }
        Insert: {
          course_id: string
          id?: string
          position: number
          title: string
        }
        Update: {
          course_id?: string
          id?: string
          position?: number
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: "skillup_modules_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "skillup_courses"
            referencedColumns: ["id"]
          },
        ]
      }
      skillup_pathway_courses: {
        Row: {
          course_id: string
          pathway_id: string
          position: number
        }
        Insert: {
          course_id: string
          pathway_id: string
          position: number
        }
        Update: {
          course_id?: string
          pathway_id?: string
          position?: number
        }
        Relationships: [
          {
            foreignKeyName: "skillup_pathway_courses_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "skillup_courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "skillup_pathway_courses_pathway_id_fkey"
            columns: ["pathway_id"]
            isOneToOne: false
            referencedRelation: "skillup_pathways"
            referencedColumns: ["id"]
          },
        ]
      }
      skillup_pathways: {
        Row: {
          capstone_course_id: string | null
          created_at: string
          id: string
          slug: string
          status: string
          summary: string
          title: string
        }
        Insert: {
          capstone_course_id?: string | null
          created_at?: string
          id?: string
          slug: string
          status?: string
          summary?: string
          title: string
        }
        Update: {
          capstone_course_id?: string | null
          created_at?: string
          id?: string
          slug?: string
          status?: string
          summary?: string
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: "skillup_pathways_capstone_course_id_fkey"
            columns: ["capstone_course_id"]
            isOneToOne: false
            referencedRelation: "skillup_courses"
            referencedColumns: ["id"]
          },
        ]
      }
      skillup_question_options: {
        Row: {
          id: string
          is_correct: boolean
          label: string
          position: number
          question_id: string
        }
        Insert: {
          id?: string
          is_correct?: boolean
          label: string
          position?: number
          question_id: string
        }
        Update: {
          id?: string
          is_correct?: boolean
          label?: string
          position?: number
          question_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "skillup_question_options_question_id_fkey"
            columns: ["question_id"]
            isOneToOne: false
            referencedRelation: "skillup_questions"
            referencedColumns: ["id"]
          },
        ]
      }
      skillup_questions: {
        Row: {
          exam_id: string
          id: string
          kind: string
          position: number
          prompt: string
        }
        Insert: {
          exam_id: string
          id?: string
          kind: string
          position?: number
          prompt: string
        }
        Update: {
          exam_id?: string
          id?: string
          kind?: string
          position?: number
          prompt?: string
        }
        Relationships: [
          {
            foreignKeyName: "skillup_questions_exam_id_fkey"
            columns: ["exam_id"]
            isOneToOne: false
            referencedRelation: "skillup_exams"
            referencedColumns: ["id"]
          },
        ]
      }
      subscriptions: {
        Row: {
          amount_cents: number
          cancel_at_period_end: boolean
          created_at: string
          discount_code_id: string | null
          id: string
          next_billing_date: string | null
          payment_reference: string | null
          status: string
          team_size: number
          tier: string
          updated_at: string
          user_id: string
        }
        Insert: {
          amount_cents: number
          cancel_at_period_end?: boolean
          created_at?: string
          discount_code_id?: string | null
          id?: string
          next_billing_date?: string | null
          payment_reference?: string | null
          status?: string
          team_size?: number
          tier: string
          updated_at?: string
          user_id: string
        }
        Update: {
          amount_cents?: number
          cancel_at_period_end?: boolean
          created_at?: string
          discount_code_id?: string | null
          id?: string
          next_billing_date?: string | null
          payment_reference?: string | null
          status?: string
          team_size?: number
          tier?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "subscriptions_discount_code_id_fkey"
            columns: ["discount_code_id"]
            isOneToOne: false
            referencedRelation: "discount_codes"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "subscriptions_profile_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      tool_beta_requests: {
        Row: {
          created_at: string
          request_id: string
          tool_id: string
          user_id: string
        }
        Insert: {
          created_at?: string
          request_id?: string
          tool_id: string
          user_id?: string
        }
        Update: {
          created_at?: string
          request_id?: string
          tool_id?: string
          user_id?: string
        }
        Relationships: []
      }
      tools_actions: {
        Row: {
          assessment_id: string
          created_at: string
          due_date: string | null
          id: string
          item_code: string | null
          owner_id: string | null
          status: string
          title: string
          updated_at: string
        }
        Insert: {
          assessment_id: string
          created_at?: string
          due_date?: string | null
          id?: string
          item_code?: string | null
          owner_id?: string | null
          status?: string
          title: string
          updated_at?: string
        }
        Update: {
          assessment_id?: string
          created_at?: string
          due_date?: string | null
          id?: string
          item_code?: string | null
          owner_id?: string | null
          status?: string
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "tools_actions_assessment_id_fkey"
            columns: ["assessment_id"]
            isOneToOne: false
            referencedRelation: "tools_assessments"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "tools_actions_assessment_id_item_code_fkey"
            columns: ["assessment_id", "item_code"]
            isOneToOne: false
            referencedRelation: "tools_answers"
            referencedColumns: ["assessment_id", "item_code"]
          },
        ]
      }
      tools_answer_history: {
        Row: {
          action: string
          assessment_id: string
          changed_at: string
          changed_by: string | null
          changes: Json
          id: number
          item_code: string | null
        }
        Insert: {
          action: string
          assessment_id: string
          changed_at?: string
          changed_by?: string | null
          changes?: Json
          id?: never
          item_code?: string | null
        }
        Update: {
          action?: string
          assessment_id?: string
          changed_at?: string
          changed_by?: string | null
          changes?: Json
          id?: never
          item_code?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "tools_answer_history_assessment_id_fkey"
            columns: ["assessment_id"]
            isOneToOne: false
            referencedRelation: "tools_assessments"
            referencedColumns: ["id"]
          },
        ]
      }
      tools_answers: {
        Row: {
          assessment_id: string
          current_level: number | null
          framework_id: string
          item_code: string
          note: string | null
          owner_id: string | null
          reviewer_comment: string | null
          status: string
          target_level: number | null
          updated_at: string
          updated_by: string | null
          validated_at: string | null
          validated_by: string | null
        }
        Insert: {
          assessment_id: string
          current_level?: number | null
          framework_id: string
          item_code: string
          note?: string | null
          owner_id?: string | null
          reviewer_comment?: string | null
          status?: string
          target_level?: number | null
          updated_at?: string
          updated_by?: string | null
          validated_at?: string | null
          validated_by?: string | null
        }
        Update: {
          assessment_id?: string
          current_level?: number | null
          framework_id?: string
          item_code?: string
          note?: string | null
          owner_id?: string | null
          reviewer_comment?: string | null
          status?: string
          target_level?: number | null
          updated_at?: string
          updated_by?: string | null
          validated_at?: string | null
          validated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "tools_answers_assessment_id_fkey"
            columns: ["assessment_id"]
            isOneToOne: false
            referencedRelation: "tools_assessments"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "tools_answers_framework_id_item_code_fkey"
            columns: ["framework_id", "item_code"]
            isOneToOne: false
            referencedRelation: "tools_framework_items"
            referencedColumns: ["framework_id", "code"]
          },
        ]
      }
      tools_assessments: {
        Row: {
          country: string
          created_at: string
          framework_id: string
          id: string
          name: string
          organisation: string
          owner_id: string
          sector: string
          share_benchmark: boolean
          size: string
          status: string
          submitted_at: string | null
          updated_at: string
        }
        Insert: {
          country: string
          created_at?: string
          framework_id: string
          id?: string
          name: string
          organisation: string
          owner_id?: string
          sector: string
          share_benchmark?: boolean
          size: string
          status?: string
          submitted_at?: string | null
          updated_at?: string
        }
        Update: {
          country?: string
          created_at?: string
          framework_id?: string
          id?: string
          name?: string
          organisation?: string
          owner_id?: string
          sector?: string
          share_benchmark?: boolean
          size?: string
          status?: string
          submitted_at?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "tools_assessments_framework_id_fkey"
            columns: ["framework_id"]
            isOneToOne: false
            referencedRelation: "tools_frameworks"
            referencedColumns: ["id"]
          },
        ]
      }
      tools_collaborators: {
        Row: {
          assessment_id: string
          created_at: string
          invitation_mailed_at: string | null
          invited_by: string | null
          role: string
          user_id: string
        }
        Insert: {
          assessment_id: string
          created_at?: string
          invitation_mailed_at?: string | null
          invited_by?: string | null
          role?: string
          user_id: string
        }
        Update: {
          assessment_id?: string
          created_at?: string
          invitation_mailed_at?: string | null
          invited_by?: string | null
          role?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "tools_collaborators_assessment_id_fkey"
            columns: ["assessment_id"]
            isOneToOne: false
            referencedRelation: "tools_assessments"
            referencedColumns: ["id"]
          },
        ]
      }
      tools_framework_items: {
        Row: {
          answerable: boolean
          code: string
          depth: number
          description: string | null
          framework_id: string
          parent_code: string | null
          position: number
          title: string
          weight: number
        }
        Insert: {
          answerable: boolean
          code: string
          depth: number
          description?: string | null
          framework_id: string
          parent_code?: string | null
          position: number
          title: string
          weight?: number
        }
        Update: {
          answerable?: boolean
          code?: string
          depth?: number
          description?: string | null
          framework_id?: string
          parent_code?: string | null
          position?: number
          title?: string
          weight?: number
        }
        Relationships: [
          {
            foreignKeyName: "tools_framework_items_framework_id_fkey"
            columns: ["framework_id"]
            isOneToOne: false
            referencedRelation: "tools_frameworks"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "tools_framework_items_framework_id_parent_code_fkey"
            columns: ["framework_id", "parent_code"]
            isOneToOne: false
            referencedRelation: "tools_framework_items"
            referencedColumns: ["framework_id", "code"]
          },
        ]
      }
      tools_frameworks: {
        Row: {
          group_labels: string[]
          id: string
          licence: string
          loaded_at: string
          name: string
          position: number
          publisher: string
          source: string
          version: string
        }
        Insert: {
          group_labels: string[]
          id: string
          licence: string
          loaded_at?: string
          name: string
          position?: number
          publisher: string
          source: string
          version: string
        }
        Update: {
          group_labels?: string[]
          id?: string
          licence?: string
          loaded_at?: string
          name?: string
          position?: number
          publisher?: string
          source?: string
          version?: string
        }
        Relationships: []
      }
      tools_item_mappings: {
        Row: {
          code: string
          framework_id: string
          mapped_code: string
          mapped_framework_id: string
        }
        Insert: {
          code: string
          framework_id: string
          mapped_code: string
          mapped_framework_id: string
        }
        Update: {
          code?: string
          framework_id?: string
          mapped_code?: string
          mapped_framework_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "tools_item_mappings_framework_id_code_fkey"
            columns: ["framework_id", "code"]
            isOneToOne: false
            referencedRelation: "tools_framework_items"
            referencedColumns: ["framework_id", "code"]
          },
          {
            foreignKeyName: "tools_item_mappings_mapped_framework_id_mapped_code_fkey"
            columns: ["mapped_framework_id", "mapped_code"]
            isOneToOne: false
            referencedRelation: "tools_framework_items"
            referencedColumns: ["framework_id", "code"]
          },
        ]
      }
      transactions: {
        Row: {
          amount_cents: number
          channel: string | null
          created_at: string
          currency: string
          id: string
          provider: string
          reference: string | null
          status: string
          subscription_id: string | null
          updated_at: string
          user_id: string
        }
        Insert: {
          amount_cents: number
          channel?: string | null
          created_at?: string
          currency?: string
          id?: string
          provider?: string
          reference?: string | null
          status?: string
          subscription_id?: string | null
          updated_at?: string
          user_id: string
        }
        Update: {
          amount_cents?: number
          channel?: string | null
          created_at?: string
          currency?: string
          id?: string
          provider?: string
          reference?: string | null
          status?: string
          subscription_id?: string | null
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "transactions_subscription_id_fkey"
            columns: ["subscription_id"]
            isOneToOne: false
            referencedRelation: "subscriptions"
            referencedColumns: ["id"]
          },
        ]
      }
      user_roles: {
        Row: {
          created_at: string
          id: string
          role: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          role: string
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          role?: string
          user_id?: string
        }
        Relationships: []
      }
      waitlist: {
        Row: {
          created_at: string
          email: string
          id: string
          invitation_expires_at: string | null
          invited_at: string | null
          name: string
          status: string
        }
        Insert: {
          created_at?: string
          email: string
          id?: string
          invitation_expires_at?: string | null
          invited_at?: string | null
          name: string
          status?: string
        }
        Update: {
          created_at?: string
          email?: string
          id?: string
          invitation_expires_at?: string | null
          invited_at?: string | null
          name?: string
          status?: string
        }
        Relationships: []
      }
    }
    Views: {
      client_error_groups: {
        Row: {
          first_seen: string | null
          last_action: string | null
          last_path: string | null
          last_seen: string | null
          last_stack: string | null
          message: string | null
          remote: string | null
          reports: number | null
          source: string | null
          users: number | null
          version: string | null
        }
        Relationships: []
      }
      public_member_expertise: {
        Row: {
          area: string | null
          members: number | null
        }
        Relationships: []
      }
      public_member_profiles: {
        Row: {
          bio: string | null
          country: string | null
          created_at: string | null
          directory_id: string | null
          expertise_areas: string[] | null
          full_name: string | null
          job_title: string | null
          linkedin_url: string | null
          location: string | null
          organization: string | null
          research_interests: string | null
          updated_at: string | null
          user_id: string | null
        }
        Relationships: [
          {
            foreignKeyName: "member_directory_profile_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      resource_content_types: {
        Row: {
          content_type: string | null
          item_count: number | null
        }
        Insert: {
          content_type?: string | null
          item_count?: number | null
        }
        Update: {
          content_type?: string | null
          item_count?: number | null
        }
        Relationships: []
      }
      skillup_cpe_ledger: {
        Row: {
          certificate_code: string | null
          completed_on: string | null
          course_id: string | null
          cpe_hours: number | null
          status: string | null
          title: string | null
          user_id: string | null
        }
        Insert: {
          certificate_code?: string | null
          completed_on?: never
          course_id?: string | null
          cpe_hours?: number | null
          status?: never
          title?: string | null
          user_id?: string | null
        }
        Update: {
          certificate_code?: string | null
          completed_on?: never
          course_id?: string | null
          cpe_hours?: number | null
          status?: never
          title?: string | null
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "skillup_certificates_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "skillup_courses"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Functions: {
      activate_subscription: {
        Args: { currency: string; paid_amount_cents: number; reference: string }
        Returns: Json
      }
      add_rd_project_member: {
        Args: { p_email: string; p_project_id: string }
        Returns: Json
      }
      add_team_member: {
        Args: { p_acting_user: string; p_email: string; p_team_id: string }
        Returns: Json
      }
      admin_analytics_totals: { Args: never; Returns: Json }
      admin_area_access_requests: {
        Args: never
        Returns: {
          area: string
          created_at: string
          decided_at: string
          email: string
          full_name: string
          id: string
          membership_tier: string
          message: string
          organization: string
          status: string
          user_id: string
        }[]
      }
      admin_audit_actors: {
        Args: { ids: string[] }
        Returns: {
          email: string
          full_name: string
          user_id: string
        }[]
      }
      admin_members_export: {
        Args: never
        Returns: {
          created_at: string
          email: string
          full_name: string
          has_premium_tool_access: boolean
          is_admin: boolean
          is_cert_partner: boolean
          is_lms_active: boolean
          mfa_enabled: boolean
          next_billing_date: string
          status: string
          tier: string
        }[]
      }
      admin_mfa_support_requests: {
        Args: never
        Returns: {
          contact_method: string
          created_at: string
          description: string
          email: string
          full_name: string
          id: string
          mfa_setup_deadline: string
          request_type: string
          resolution_notes: string
          resolved_at: string
          status: string
          user_id: string
          verified_factors: number
        }[]
      }
      admin_newsletter_export: {
        Args: never
        Returns: {
          consent_at: string
          email: string
          language: string
          requested_at: string
          status: string
          unsubscribed_at: string
        }[]
      }
      admin_remove_mfa_factors: {
        Args: {
          acting_admin_id: string
          support_request_id?: string
          target_user_id: string
        }
        Returns: number
      }
      admin_resend_receipt: {
        Args: { p_subscription_id: string }
        Returns: Json
      }
      admin_resource_downloads: {
        Args: never
        Returns: {
          access_tier: string
          content_type: string
          downloads: number
          leads: number
          resource_id: string
          title: string
        }[]
      }
      admin_retry_mail: { Args: { p_mail_id: string }; Returns: undefined }
      admin_revenue_by_month: {
        Args: never
        Returns: {
          month: string
          payments: number
          revenue_cents: number
        }[]
      }
      admin_revenue_by_tier: {
        Args: never
        Returns: {
          active_subscriptions: number
          annual_revenue_cents: number
          tier: string
        }[]
      }
      admin_revenue_summary: { Args: never; Returns: Json }
      admin_send_newsletter_issue: {
        Args: { p_body: string; p_issue_id: string; p_subject: string }
        Returns: {
          issue_id: string
          recipients: number
        }[]
      }
      admin_subscription_list: {
        Args: { search?: string }
        Returns: {
          amount_cents: number
          cancel_at_period_end: boolean
          created_at: string
          email: string
          full_name: string
          id: string
          next_billing_date: string
          status: string
          team_size: number
          tier: string
          user_id: string
        }[]
      }
      admin_user_directory: {
        Args: { search?: string }
        Returns: {
          created_at: string
          email: string
          full_name: string
          has_premium_tool_access: boolean
          is_cert_partner: boolean
          is_lms_active: boolean
          membership_tier: string
          mfa_enabled: boolean
          organization: string
          profile_id: string
          user_id: string
        }[]
      }
      admin_weekly_activity: {
        Args: never
        Returns: {
          downloads: number
          leads: number
          week_start: string
        }[]
      }
      area_source_app: { Args: { area: string }; Returns: string }
      assert_admin: { Args: never; Returns: undefined }
      assert_admin_aal2: { Args: never; Returns: undefined }
      assert_team_seat: {
        Args: { p_email: string; p_team_id: string; p_user_id: string }
        Returns: undefined
      }
      audit_unchanged_mfa_deadline: {
        Args: {
          _days: number
          _deadline: string
          _procedure: string
          _target_user_id: string
        }
        Returns: undefined
      }
      auth_attempt_account_lock_after: { Args: never; Returns: number }
      auth_attempt_client: { Args: { address: string }; Returns: string }
      auth_attempt_count: {
        Args: {
          attempt_address: string
          attempt_kind: string
          attempt_user: string
          attempt_valid: boolean
          lock_after: number
          slow_after: number
        }
        Returns: Json
      }
      auth_attempt_limits: {
        Args: never
        Returns: {
          first_backoff: string
          forget_after: string
          lock_after: number
          lock_for: string
          slow_after: number
        }[]
      }
      auth_attempt_record: {
        Args: {
          attempt_kind: string
          attempt_user: string
          attempt_valid: boolean
        }
        Returns: Json
      }
      auth_attempt_record_password: {
        Args: {
          attempt_address: string
          attempt_user: string
          attempt_valid: boolean
        }
        Returns: Json
      }
      auth_attempt_wait_text: { Args: { wait: string }; Returns: string }
      can_read_rd_project: { Args: { p_project_id: string }; Returns: boolean }
      can_read_resource_tier: { Args: { item_tier: string }; Returns: boolean }
      claim_lead_notification: {
        Args: { p_lead_id: string }
        Returns: {
          lead_email: string
          lead_name: string
          organization: string
          resource_title: string
        }[]
      }
      claim_rd_inquiry_notification: {
        Args: { p_inquiry_id: string }
        Returns: {
          contact_email: string
          contact_name: string
          organization_name: string
          organization_type: string
          project_scope: string
          project_title: string
        }[]
      }
      client_error_clean: {
        Args: { max_chars: number; value: string }
        Returns: string
      }
      client_error_hourly_limit: { Args: never; Returns: number }
      compute_order_price: {
        Args: { code?: string; team_size?: number; tier: string }
        Returns: Json
      }
      count_discount_code_check: {
        Args: { p_address: string; p_member_id: string }
        Returns: undefined
      }
      create_order: {
        Args: {
          confirmed_total_cents: number
          discount_code: string
          reference: string
          team_size: number
          tier: string
          user_id: string
        }
        Returns: Json
      }
      current_member_tier: { Args: never; Returns: string }
      decide_area_access_request: {
        Args: { decision: string; request_id: string }
        Returns: string
      }
      delete_my_account: { Args: { confirmation: string }; Returns: Json }
      discount_amount_cents: {
        Args: {
          _amount_cents: number
          dc: Database["public"]["Tables"]["discount_codes"]["Row"]
        }
        Returns: number
      }
      discount_code_check_limit: { Args: { kind: string }; Returns: number }
      discount_refusal: {
        Args: {
          _amount_cents: number
          _tier: string
          dc: Database["public"]["Tables"]["discount_codes"]["Row"]
        }
        Returns: string
      }
      enqueue_mail: {
        Args: {
          p_idempotency_key: string
          p_kind: string
          p_language?: string
          p_payload?: Json
          p_to_email?: string
          p_user_id: string
        }
        Returns: string
      }
      expire_pending_payments: {
        Args: { older_than?: string }
        Returns: number
      }
      expire_subscriptions: { Args: never; Returns: number }
      export_my_data: { Args: never; Returns: Json }
      extend_mfa_deadline: {
        Args: { additional_days: number; target_user_id: string }
        Returns: string
      }
      fail_payment: {
        Args: { outcome?: string; reference: string }
        Returns: Json
      }
      get_invitation: {
        Args: { invitation_token: string }
        Returns: {
          email: string
          expires_at: string
        }[]
      }
      has_area_flag: {
        Args: { area: string; target_user_id: string }
        Returns: boolean
      }
      has_role: { Args: { _role: string; _user_id: string }; Returns: boolean }
      hmac_sha256: {
        Args: { p_key: string; p_message: string }
        Returns: string
      }
      hook_before_user_created: { Args: { event: Json }; Returns: Json }
      hook_mfa_verification_attempt: { Args: { event: Json }; Returns: Json }
      hook_password_verification_attempt: {
        Args: { event: Json }
        Returns: Json
      }
      immutable_text_join: { Args: { items: string[] }; Returns: string }
      intel_ack_board: {
        Args: { advisory_id: string }
        Returns: {
          acknowledged_at: string
          due_at: string
          note: string
          org_id: string
          org_name: string
          overdue: boolean
          status: string
        }[]
      }
      intel_acknowledge: {
        Args: {
          advisory_id: string
          note?: string
          org_id: string
          status: string
        }
        Returns: {
          acknowledged_at: string
          acknowledged_by: string | null
          advisory_id: string
          note: string | null
          org_id: string
          status: string
        }
        SetofOptions: {
          from: "*"
          to: "intel_acknowledgements"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      intel_add_attachment: {
        Args: {
          advisory_id: string
          content_type: string
          file_name: string
          size_bytes: number
        }
        Returns: {
          advisory_id: string
          content_type: string
          created_at: string
          created_by: string | null
          file_name: string
          id: string
          size_bytes: number
          storage_path: string
        }
        SetofOptions: {
          from: "*"
          to: "intel_attachments"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      intel_alert_recipients: {
        Args: { advisory_id: string }
        Returns: {
          email: string
          full_name: string
          language: string
          matches_constituency: boolean
        }[]
      }
      intel_audit: {
        Args: { action: string; details: Json }
        Returns: undefined
      }
      intel_caller_ok: { Args: never; Returns: boolean }
      intel_can_read_advisory: {
        Args: { target_advisory: string }
        Returns: boolean
      }
      intel_can_read_content_directly: {
        Args: { target_advisory: string }
        Returns: boolean
      }
      intel_constituency_matches: {
        Args: { org_ids: string[]; target_advisory: string }
        Returns: {
          entry_id: string
          entry_value: string
          indicator_id: string
          org_id: string
        }[]
      }
      intel_due_at: {
        Args: { published_at: string; severity: string }
        Returns: string
      }
      intel_export_advisory: {
        Args: { advisory_id: string; format: string }
        Returns: Json
      }
      intel_indicator_host: {
        Args: { candidate: string; kind: string }
        Returns: string
      }
      intel_indicator_valid: {
        Args: { candidate: string; kind: string }
        Returns: boolean
      }
      intel_is_analyst: { Args: never; Returns: boolean }
      intel_is_focal_point: { Args: { target_org: string }; Returns: boolean }
      intel_is_member: { Args: { target_org: string }; Returns: boolean }
      intel_list_advisories: {
        Args: {
          only_sector?: string
          only_severity?: string
          only_status?: string
          only_tlp?: string
          page?: number
          page_size?: number
          q?: string
        }
        Returns: {
          acknowledged: boolean
          countries: string[]
          id: string
          matches_constituency: boolean
          published_at: string
          sectors: string[]
          severity: string
          status: string
          summary: string
          title: string
          tlp: string
          total_count: number
          updated_at: string
          version: number
        }[]
      }
      intel_my_org_ids: { Args: never; Returns: string[] }
      intel_my_organisations: {
        Args: never
        Returns: {
          country: string
          kind: string
          my_role: string
          name: string
          org_id: string
          sector: string
        }[]
      }
      intel_normalise_indicator: {
        Args: { candidate: string; kind: string }
        Returns: string
      }
      intel_organisation_people: {
        Args: { org_id: string }
        Returns: {
          email: string
          full_name: string
          role: string
          user_id: string
        }[]
      }
      intel_partner_directory: {
        Args: { q?: string }
        Returns: {
          email: string
          full_name: string
          user_id: string
        }[]
      }
      intel_path_advisory: { Args: { object_name: string }; Returns: string }
      intel_read_advisory: { Args: { advisory_id: string }; Returns: Json }
      intel_require_caller: { Args: never; Returns: undefined }
      intel_save_advisory: {
        Args: {
          advisory_id?: string
          body?: string
          change_note?: string
          countries?: string[]
          indicators?: Json
          publish?: boolean
          recipient_org_ids?: string[]
          recipient_user_ids?: string[]
          refs?: string[]
          sectors?: string[]
          severity?: string
          summary?: string
          title?: string
          tlp?: string
        }
        Returns: {
          id: string
          status: string
          version: number
        }[]
      }
      intel_set_analyst: {
        Args: { granted: boolean; target_user_id: string }
        Returns: boolean
      }
      intel_watch_value_valid: {
        Args: { candidate: string; kind: string }
        Returns: boolean
      }
      intel_withdraw_advisory: {
        Args: { advisory_id: string; change_note: string }
        Returns: {
          id: string
          status: string
          version: number
        }[]
      }
      is_corporate_team_member: {
        Args: { p_team_id: string }
        Returns: boolean
      }
      is_corporate_team_owner: { Args: { p_team_id: string }; Returns: boolean }
      is_mfa_locked_out: { Args: never; Returns: boolean }
      is_rd_project_manager: {
        Args: { p_project_id: string }
        Returns: boolean
      }
      is_rd_project_member: { Args: { p_project_id: string }; Returns: boolean }
      mail_language_of: { Args: { target_user_id: string }; Returns: string }
      mail_max_attempts: { Args: never; Returns: number }
      mail_outbox_claim: {
        Args: { batch_size?: number }
        Returns: {
          attempts: number
          claimed_at: string | null
          created_at: string
          id: string
          idempotency_key: string
          kind: string
          language: string
          last_error: string | null
          payload: Json
          provider_id: string | null
          send_after: string
          sent_at: string | null
          status: string
          to_email: string
          user_id: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "mail_outbox"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      mail_outbox_failed: {
        Args: { error_message: string; mail_id: string; permanent?: boolean }
        Returns: undefined
      }
      mail_outbox_sent: {
        Args: { mail_id: string; provider_message_id?: string }
        Returns: undefined
      }
      member_discount_refusal: {
        Args: {
          dc: Database["public"]["Tables"]["discount_codes"]["Row"]
          member_id: string
        }
        Returns: string
      }
      member_tier: { Args: { p_user_id: string }; Returns: string }
      membership_reminders_due: {
        Args: { on_date: string }
        Returns: {
          days_left: number
          next_billing_date: string
          stage: string
          subscription_id: string
          tier: string
          user_id: string
        }[]
      }
      mfa_backup_code_attempt: {
        Args: { backup_code: string; caller: string }
        Returns: Record<string, unknown>
      }
      mfa_grace_days: { Args: never; Returns: number }
      mfa_grace_interval: { Args: never; Returns: string }
      mfa_requirement_met: { Args: never; Returns: boolean }
      mfa_support_open_request_limit: { Args: never; Returns: number }
      my_team_access: {
        Args: never
        Returns: {
          organization: string
          owner_name: string
          team_id: string
          team_name: string
        }[]
      }
      my_team_seats: {
        Args: never
        Returns: {
          seats_paid: number
          seats_used: number
        }[]
      }
      newsletter_confirm: { Args: { p_token: string }; Returns: string }
      newsletter_subscribe: {
        Args: { p_email: string; p_language?: string }
        Returns: boolean
      }
      newsletter_unsubscribe: { Args: { p_token: string }; Returns: boolean }
      newsletter_unsubscribe_token: {
        Args: { p_subscription: string }
        Returns: string
      }
      order_seat_refusal: {
        Args: { p_owner: string; p_team_size: number; p_tier: string }
        Returns: string
      }
      payment_receipt_facts: { Args: { p_reference: string }; Returns: Json }
      personal_data_columns: {
        Args: never
        Returns: {
          column_name: string
          match: string
          table_name: string
        }[]
      }
      personal_data_condition: { Args: { p_table: string }; Returns: string }
      personal_data_of: { Args: { p_user: string }; Returns: Json }
      personal_data_secret_columns: {
        Args: { p_table: string }
        Returns: string[]
      }
      price_order: {
        Args: {
          code: string
          member_id: string
          team_size: number
          tier: string
        }
        Returns: Json
      }
      public_form_hourly_limit: { Args: { form: string }; Returns: number }
      quote_order: {
        Args: {
          code: string
          member_id: string
          team_size: number
          tier: string
        }
        Returns: Json
      }
      rd_project_team: {
        Args: { p_project_id: string }
        Returns: {
          added_at: string
          email: string
          full_name: string
          team_role: string
          user_id: string
        }[]
      }
      receipt_mail_payload: { Args: { p_reference: string }; Returns: Json }
      record_payment_channel: {
        Args: { p_channel: string; p_reference: string }
        Returns: boolean
      }
      redact_json: { Args: { doc: Json; secrets: string[] }; Returns: Json }
      redeem_discount_code: {
        Args: { amount_cents: number; code: string; tier: string }
        Returns: Json
      }
      redeem_mfa_backup_code: { Args: { backup_code: string }; Returns: Json }
      release_discount_code: {
        Args: { discount_code_id: string }
        Returns: undefined
      }
      release_form_notification: {
        Args: { p_form: string; p_row_id: string }
        Returns: undefined
      }
      renewal_reminders_unsubscribe_token: {
        Args: { p_user_id: string }
        Returns: string
      }
      report_client_error: {
        Args: {
          p_action?: string
          p_message: string
          p_path?: string
          p_remote: string
          p_source?: string
          p_stack?: string
          p_version?: string
        }
        Returns: undefined
      }
      request_actor_role: { Args: never; Returns: string }
      request_client_address: { Args: never; Returns: string }
      request_source_app: { Args: never; Returns: string }
      require_aal2_for_member_data: {
        Args: { public_insert?: boolean; target: unknown }
        Returns: undefined
      }
      reset_mfa_requirement: {
        Args: { new_deadline_days?: number; target_user_id: string }
        Returns: string
      }
      search_public_members: {
        Args: { expertise?: string; search?: string }
        Returns: {
          bio: string | null
          country: string | null
          created_at: string | null
          directory_id: string | null
          expertise_areas: string[] | null
          full_name: string | null
          job_title: string | null
          linkedin_url: string | null
          location: string | null
          organization: string | null
          research_interests: string | null
          updated_at: string | null
          user_id: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "public_member_profiles"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      send_membership_reminders: { Args: { on_date?: string }; Returns: number }
      skillup_assert_learner: { Args: never; Returns: string }
      skillup_attempt_questions: {
        Args: { p_attempt_id: string }
        Returns: Json
      }
      skillup_attempt_review: { Args: { p_attempt_id: string }; Returns: Json }
      skillup_complete_lesson: {
        Args: { p_client_key: string; p_lesson_id: string }
        Returns: Json
      }
      skillup_course_progress: { Args: { p_course_id: string }; Returns: Json }
      skillup_enrol: {
        Args: { p_course_id: string }
        Returns: {
          completed_at: string | null
          course_id: string
          enrolled_at: string
          id: string
          last_lesson_id: string | null
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "skillup_enrolments"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      skillup_exam_course: { Args: { p_exam_id: string }; Returns: string }
      skillup_exam_for_learner: {
        Args: { p_exam_id: string }
        Returns: {
          course_id: string
          draw_count: number
          id: string
          max_attempts: number
          module_id: string | null
          pass_mark_percent: number
          retry_wait_hours: number
          time_limit_minutes: number
          title: string
        }
        SetofOptions: {
          from: "*"
          to: "skillup_exams"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      skillup_exam_status: { Args: { p_exam_id: string }; Returns: Json }
      skillup_is_editor: { Args: { p_course_id: string }; Returns: boolean }
      skillup_lesson_course: { Args: { p_lesson_id: string }; Returns: string }
      skillup_new_certificate_code: { Args: never; Returns: string }
      skillup_open_lesson: { Args: { p_lesson_id: string }; Returns: undefined }
      skillup_own_attempt: {
        Args: { p_attempt_id: string }
        Returns: {
          attempt_no: number
          deadline_at: string
          exam_id: string
          id: string
          passed: boolean | null
          score_percent: number | null
          started_at: string
          submitted_at: string | null
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "skillup_attempts"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      skillup_own_enrolment: {
        Args: { p_course_id: string }
        Returns: {
          completed_at: string | null
          course_id: string
          enrolled_at: string
          id: string
          last_lesson_id: string | null
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "skillup_enrolments"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      skillup_pathway_progress: {
        Args: { p_pathway_id: string }
        Returns: Json
      }
      skillup_progress: {
        Args: { p_course_id: string; p_user_id: string }
        Returns: Json
      }
      skillup_question_course: {
        Args: { p_question_id: string }
        Returns: string
      }
      skillup_questions_json: { Args: { p_attempt_id: string }; Returns: Json }
      skillup_record_answer: {
        Args: {
          p_attempt: Database["public"]["Tables"]["skillup_attempts"]["Row"]
          p_option_ids: string[]
          p_question_id: string
        }
        Returns: undefined
      }
      skillup_refresh_completion: {
        Args: { p_course_id: string; p_user_id: string }
        Returns: undefined
      }
      skillup_revoke_certificate: {
        Args: { p_code: string; p_reason: string }
        Returns: {
          code: string
          course_id: string | null
          cpe_hours: number
          expires_at: string | null
          holder_name: string
          id: string
          issued_at: string
          pathway_id: string | null
          revoked_at: string | null
          revoked_by: string | null
          revoked_reason: string | null
          title: string
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "skillup_certificates"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      skillup_save_answer: {
        Args: {
          p_attempt_id: string
          p_option_ids: string[]
          p_question_id: string
        }
        Returns: undefined
      }
      skillup_save_question: {
        Args: {
          p_exam_id: string
          p_kind: string
          p_options: Json
          p_prompt: string
          p_question_id: string
        }
        Returns: string
      }
      skillup_score_attempt: {
        Args: { p_attempt_id: string }
        Returns: undefined
      }
      skillup_start_attempt: { Args: { p_exam_id: string }; Returns: Json }
      skillup_submit_attempt: {
        Args: { p_answers?: Json; p_attempt_id: string }
        Returns: Json
      }
      skillup_undrawable_exams: {
        Args: { p_course_id: string }
        Returns: string
      }
      skillup_verify_certificate: { Args: { p_code: string }; Returns: Json }
      start_invitation_signup: {
        Args: { invitation_token: string }
        Returns: boolean
      }
      start_mfa_grace_period: {
        Args: { target_user_id: string }
        Returns: undefined
      }
      start_resource_download: {
        Args: { p_item_id: string; p_lead_id?: string }
        Returns: string
      }
      storage_orphans: {
        Args: { max_rows?: number }
        Returns: {
          bucket_id: string
          name: string
        }[]
      }
      team_people: { Args: { p_team_id: string }; Returns: number }
      team_roster: {
        Args: { p_team_id: string }
        Returns: {
          email: string
          full_name: string
          invitation_id: string
          since: string
          status: string
          user_id: string
        }[]
      }
      team_seat_holders: {
        Args: { p_owner: string }
        Returns: {
          user_id: string
        }[]
      }
      team_seats_paid: { Args: { p_owner: string }; Returns: number }
      team_seats_used: { Args: { p_owner: string }; Returns: number }
      tier_rank: { Args: { tier: string }; Returns: number }
      tools_answer_for_review: {
        Args: { p_assessment_id: string; p_item_code: string }
        Returns: {
          assessment_id: string
          current_level: number | null
          framework_id: string
          item_code: string
          note: string | null
          owner_id: string | null
          reviewer_comment: string | null
          status: string
          target_level: number | null
          updated_at: string
          updated_by: string | null
          validated_at: string | null
          validated_by: string | null
        }
        SetofOptions: {
          from: "*"
          to: "tools_answers"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      tools_audit: {
        Args: { p_action: string; p_details: Json }
        Returns: undefined
      }
      tools_benchmark: {
        Args: { p_assessment_id: string }
        Returns: {
          code: string
          median_score: number
          organisations: number
          own_score: number
          position: number
          title: string
        }[]
      }
      tools_benchmark_min_group: { Args: never; Returns: number }
      tools_claim_invitation_mail: {
        Args: { p_assessment_id: string; p_user_id: string }
        Returns: {
          assessment_name: string
          email: string
          full_name: string
          inviter_name: string
          language: string
          organisation: string
        }[]
      }
      tools_compare: {
        Args: { p_assessment_id: string }
        Returns: {
          code: string
          current_score: number
          position: number
          previous_assessment_id: string
          previous_date: string
          previous_name: string
          previous_score: number
          title: string
        }[]
      }
      tools_evidence_assessment: {
        Args: { object_name: string }
        Returns: string
      }
      tools_evidence_can_upload: {
        Args: { object_name: string }
        Returns: boolean
      }
      tools_gaps: {
        Args: { p_assessment_id: string }
        Returns: {
          current_level: number
          description: string
          gap: number
          item_code: string
          owner_id: string
          parent_code: string
          status: string
          target_level: number
          title: string
          weight: number
        }[]
      }
      tools_in_progress: { Args: { p_assessment_id: string }; Returns: boolean }
      tools_invite_collaborator: {
        Args: { p_assessment_id: string; p_email: string; p_role?: string }
        Returns: string
      }
      tools_load_framework: { Args: { doc: Json }; Returns: undefined }
      tools_log_export: {
        Args: { p_assessment_id: string; p_format: string }
        Returns: undefined
      }
      tools_member: { Args: never; Returns: boolean }
      tools_on_team: {
        Args: { p_assessment_id: string; p_user_id: string }
        Returns: boolean
      }
      tools_people: {
        Args: { p_assessment_id: string }
        Returns: {
          email: string
          full_name: string
          role: string
          user_id: string
        }[]
      }
      tools_plan_from_gaps: {
        Args: { p_assessment_id: string }
        Returns: number
      }
      tools_require_role: {
        Args: { p_assessment_id: string; p_roles?: string[] }
        Returns: string
      }
      tools_role: { Args: { p_assessment_id: string }; Returns: string }
      tools_score_rows: {
        Args: { p_assessment_id: string; p_framework_id?: string }
        Returns: {
          answered: number
          code: string
          current_avg: number
          current_score: number
          depth: number
          parent_code: string
          position: number
          target_avg: number
          target_score: number
          title: string
          total: number
        }[]
      }
      tools_scores: {
        Args: { p_assessment_id: string; p_framework_id?: string }
        Returns: {
          answered: number
          code: string
          current_avg: number
          current_score: number
          depth: number
          parent_code: string
          position: number
          target_avg: number
          target_score: number
          title: string
          total: number
        }[]
      }
      tools_send_back_answer: {
        Args: {
          p_assessment_id: string
          p_comment: string
          p_item_code: string
        }
        Returns: undefined
      }
      tools_submit_assessment: {
        Args: { p_assessment_id: string }
        Returns: undefined
      }
      tools_validate_answer: {
        Args: { p_assessment_id: string; p_item_code: string }
        Returns: undefined
      }
      totp_verified_within: { Args: { seconds: number }; Returns: boolean }
      unsubscribe_renewal_reminders: {
        Args: { p_token: string }
        Returns: boolean
      }
      validate_discount_code: {
        Args: { amount_cents: number; code: string; tier: string }
        Returns: Json
      }
      validate_member_discount_code: {
        Args: {
          amount_cents: number
          code: string
          member_id: string
          tier: string
        }
        Returns: Json
      }
      validate_mfa_backup_code: { Args: { backup_code: string }; Returns: Json }
      write_audit_log: {
        Args: { _action_type: string; _details: Json }
        Returns: undefined
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const

